import { MyBookingsView } from './MyBookingsView';

export default function MyBookingsPage() {
  return <MyBookingsView />;
}
