import { needsApprovalAgain, type EditBookingForm } from './editBookingSchema';

const approved: EditBookingForm = {
  purpose: 'Project review',
  start_time: '2026-03-09T10:00',
  end_time: '2026-03-09T11:00',
  status: 'confirmed',
};

describe('needsApprovalAgain', () => {
  it('is true when a user changes the time or purpose of an approved booking', () => {
    expect(needsApprovalAgain('user', approved, { ...approved, end_time: '2026-03-09T11:30' })).toBe(true);
    expect(needsApprovalAgain('user', approved, { ...approved, start_time: '2026-03-09T09:30' })).toBe(true);
    expect(needsApprovalAgain('user', approved, { ...approved, purpose: 'Thesis defence' })).toBe(true);
  });

  it('is false without a change that counts, for a request still pending, and for administrators', () => {
    expect(needsApprovalAgain('user', approved, { ...approved, purpose: ' Project review ' })).toBe(false);
    expect(needsApprovalAgain('user', { ...approved, status: 'pending' }, { ...approved, purpose: 'Thesis defence' })).toBe(false);
    expect(needsApprovalAgain('admin', approved, { ...approved, purpose: 'Thesis defence' })).toBe(false);
  });
});
