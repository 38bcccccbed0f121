import type { IghRequest } from '@contracts/requests';
import { useDecideIghRequestMutation, useGetIghRequestsQuery, useUndoIghDecisionMutation } from './api';
import { formatStayDate } from './formatRequestDate';
import { RequestsView } from './RequestsView';
import { olderRequests, useHistoryPages } from './olderRequests';
import { isPendingIgh, selectPendingIghRequests } from './selectors';
import type { RequestListConfig } from './types';

const config: RequestListConfig<IghRequest> = {
  title: 'IGH Room Booking',
  caption: 'List of IGH booking requests',
  columns: [
    { header: 'Student Name', render: (r) => r.student_name },
    { header: 'Student Email', render: (r) => r.student_email },
    { header: 'Customer Name', render: (r) => r.customer_name },
    { header: 'Age', render: (r) => r.age },
    { header: 'Relation with Student', render: (r) => r.relation_with_student },
    { header: 'Check-in', render: (r) => formatStayDate(r.check_in) },
    { header: 'Check-out', render: (r) => formatStayDate(r.check_out) },
  ],
  selectPending: selectPendingIghRequests,
  isPending: isPendingIgh,
  startOf: (r) => r.check_in,
  subject: (r) => r.student_name,
  summary: (r) =>
    `${r.customer_name} (${r.relation_with_student} of ${r.student_name}), ${formatStayDate(r.check_in)} to ${formatStayDate(r.check_out)}`,
};

/** /igh: the guest-house operator's request list (SPEC.md "IGH requests"). */
export default function IghRequestsPage() {
  const { history, showOlder } = useHistoryPages();
  const { data, isLoading, isError } = useGetIghRequestsQuery(history);
  const [decide, { isLoading: deciding }] = useDecideIghRequestMutation();
  const [undo] = useUndoIghDecisionMutation();
  return (
    <RequestsView
      config={config}
      rows={data?.rows}
      older={olderRequests(data, history, showOlder)}
      isLoading={isLoading}
      isError={isError}
      deciding={deciding}
      decide={(id, status, reason) => decide({ request_id: id, status, reason }).unwrap()}
      undo={(id) => undo({ request_id: id }).unwrap()}
    />
  );
}
