import { olderRequests } from './olderRequests';

const more = () => undefined;

describe('the older requests control', () => {
  it('counts the decided requests not shown yet', () => {
    expect(olderRequests({ rows: [], historyTotal: 250 }, 100, more)).toEqual({ hidden: 150, onShowMore: more });
  });

  it('is gone when every decided request is shown, or before the list loads', () => {
    expect(olderRequests({ rows: [], historyTotal: 100 }, 100, more)).toBeNull();
    expect(olderRequests({ rows: [], historyTotal: 40 }, 100, more)).toBeNull();
    expect(olderRequests(undefined, 100, more)).toBeNull();
  });
});
