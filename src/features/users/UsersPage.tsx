import { UsersView } from './UsersView';

/** /admin/users (SPEC.md "User Management"); the route checks the manageUsers capability. */
export default function UsersPage() {
  return <UsersView />;
}
