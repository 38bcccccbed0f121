import { addLabel, EMPTY_ROOM_FORM, toRoomBody, validateRoomForm } from './roomForm';
import { blockText, capacityText, featureSummary } from './roomRows';

describe('validateRoomForm', () => {
  const valid = { ...EMPTY_ROOM_FORM, room_name: 'Room 1', block_id: 2 };
  it.each([
    ['a valid form', valid, {}],
    ['a blank name', { ...valid, room_name: '   ' }, { room_name: 'Room name is required' }],
    ['no block', { ...valid, block_id: 0 }, { block_id: 'Please select a block' }],
    ['capacity 0', { ...valid, capacity: '0' }, { capacity: 'Capacity must be a positive number' }],
    ['capacity -3', { ...valid, capacity: '-3' }, { capacity: 'Capacity must be a positive number' }],
    ['capacity "ten"', { ...valid, capacity: 'ten' }, { capacity: 'Capacity must be a positive number' }],
    ['capacity 2.5', { ...valid, capacity: '2.5' }, { capacity: 'Capacity must be a positive number' }],
    ['no capacity', { ...valid, capacity: ' ' }, {}],
  ])('%s', (_name, form, expected) => {
    expect(validateRoomForm(form)).toEqual(expected);
  });
});

describe('addLabel', () => {
  it.each([
    [['Projector'], ' Screen ', ['Projector', 'Screen']],
    [['Projector'], 'projector', ['Projector']],
    [['Projector'], '   ', ['Projector']],
    [[], 'Lab bench', ['Lab bench']],
  ])('adds %p + %p', (list, value, expected) => {
    expect(addLabel(list, value)).toEqual(expected);
  });
});

describe('toRoomBody', () => {
  it('trims name and image and leaves out a blank image and capacity', () => {
    const form = { ...EMPTY_ROOM_FORM, room_name: ' Lab 1 ', block_id: 1, image: '   ', capacity: '' };
    expect(toRoomBody(form)).toEqual({ room_name: 'Lab 1', block_id: 1, features: [], access: [], check_in_required: false });
    expect(toRoomBody({ ...form, image: ' /rooms/lab.svg ', capacity: '40' })).toEqual({
      room_name: 'Lab 1',
      block_id: 1,
      features: [],
      access: [],
      check_in_required: false,
      image: '/rooms/lab.svg',
      capacity: 40,
    });
  });
});

describe('room row text', () => {
  it('shows three features then a count', () => {
    expect(featureSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(featureSummary(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
  it('falls back to "Unknown" and "N/A"', () => {
    expect([blockText(''), blockText(null), blockText('Library Block')]).toEqual(['Unknown', 'Unknown', 'Library Block']);
    expect([capacityText(null), capacityText(40)]).toEqual(['N/A', '40']);
  });
});
