import { BookRoomView } from './BookRoomView';

export default function BookRoomPage() {
  return <BookRoomView />;
}
