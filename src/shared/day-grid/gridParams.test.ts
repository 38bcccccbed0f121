import { readGridFilters, shiftDate, writeGridFilters } from './gridParams';

const TODAY = '2026-12-01';
const read = (search: string) => readGridFilters(new URLSearchParams(search), TODAY);

describe('the day grid’s URL', () => {
  it('reads the date and filters, features sorted and once each', () => {
    expect(read('view=grid&date=2026-12-05&block_id=3&min_capacity=40&features=Screen&features=Projector&features=Screen')).toEqual({
      date: '2026-12-05',
      block_id: 3,
      min_capacity: 40,
      features: ['Projector', 'Screen'],
    });
  });

  it.each(['date=2026-02-30', 'date=tomorrow', 'block_id=0', 'block_id=-2', 'block_id=1.5', 'min_capacity=abc', 'block_id=99999999999'])(
    'reads a value that is not one (%s) as not given',
    (search) => {
      expect(read(search)).toEqual({ date: TODAY, block_id: null, min_capacity: null, features: [] });
    },
  );

  it('writes a change, removing emptied filters and keeping the other parameters', () => {
    const params = new URLSearchParams('view=grid&date=2026-12-05&block_id=3&features=Screen');
    expect(writeGridFilters(params, { block_id: null, features: ['Projector', 'Board'], min_capacity: 20 }).toString()).toBe(
      'view=grid&date=2026-12-05&features=Projector&features=Board&min_capacity=20',
    );
    expect(params.toString()).toBe('view=grid&date=2026-12-05&block_id=3&features=Screen');
  });

  it('steps a day across months', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
