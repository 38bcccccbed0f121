import { OverviewView } from './OverviewView';

export default function HomePage() {
  return <OverviewView />;
}
