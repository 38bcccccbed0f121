import { useGetClientConfigQuery } from '@shared/session/sessionApi';
import { DEFAULT_CAMPUS_TZ } from './campusFormat';

/** The campus time zone from GET /api/config; bookings are shown and sent in it. */
export function useCampusTz(): string {
  const { data } = useGetClientConfigQuery();
  return data?.campusTz ?? DEFAULT_CAMPUS_TZ;
}
