import { act, renderHook } from '@testing-library/react';
import { usePagedList } from './usePagedList';

const EMPTY = { name: '', status: 'all' };

function setup() {
  jest.useFakeTimers();
  return renderHook(() => usePagedList(EMPTY, { delayMs: 500 }));
}

afterEach(() => jest.useRealTimers());

describe('usePagedList', () => {
  it('applies typed filters once typing pauses, trimmed, leaving blank ones out of the query', () => {
    const { result } = setup();
    expect(result.current.args).toEqual({ page: 1, limit: 10, status: 'all' });
    act(() => result.current.setFilter('name', '  gupta '));
    expect(result.current.inputs.name).toBe('  gupta ');
    expect(result.current.args).not.toHaveProperty('name');
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.args).not.toHaveProperty('name');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.args).toEqual({ page: 1, limit: 10, name: 'gupta', status: 'all' });
  });

  it('applies a change marked now at once, and Clear All at once', () => {
    const { result } = setup();
    act(() => result.current.change({ status: 'pending' }, { now: true }));
    expect(result.current.args.status).toBe('pending');
    act(() => result.current.clearAll());
    expect(result.current.args.status).toBe('all');
  });

  it('goes back to page 1 when the applied filters or the page size change, not while typing', () => {
    const { result } = setup();
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('name', 'x'));
    expect(result.current.page).toBe(3);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setLimit(50));
    expect(result.current.args).toMatchObject({ page: 1, limit: 50 });
  });

  it('does not bring back an old page when the filters return to what they were', () => {
    const { result } = setup();
    act(() => result.current.setPage(2));
    act(() => result.current.change({ status: 'pending' }, { now: true }));
    act(() => result.current.clearAll());
    expect(result.current.page).toBe(1);
  });
});
