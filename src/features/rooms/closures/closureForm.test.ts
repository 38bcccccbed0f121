import { yupErrors } from '@shared/forms/yupErrors';
import { closureSchema, EMPTY_CLOSURE_FORM, toBlackoutBody, type ClosureForm } from './closureForm';

const valid: ClosureForm = {
  reason: ' Diwali holiday ',
  starts: '2026-11-09T00:00',
  ends: '2026-11-10T00:00',
  scope: 'rooms',
  block_id: 3,
  room_ids: [4, 7],
};

describe('closure form', () => {
  it('needs a reason, both times, an end after the start and the scope’s own choice', () => {
    expect(yupErrors(closureSchema, EMPTY_CLOSURE_FORM)).toEqual({
      reason: 'Please give a reason for the closure.',
      starts: 'Choose when the closure starts',
      ends: 'Choose when the closure ends',
      room_ids: 'Choose at least one room to close.',
    });
    expect(yupErrors(closureSchema, { ...valid, ends: '2026-11-08T23:00' })).toEqual({ ends: 'The closure must end after it starts.' });
    expect(yupErrors(closureSchema, { ...valid, scope: 'block', block_id: 0 })).toEqual({ block_id: 'Choose the block to close.' });
    expect(yupErrors(closureSchema, { ...valid, scope: 'campus', room_ids: [] })).toEqual({});
    expect(yupErrors(closureSchema, { ...valid, reason: 'x'.repeat(201) })).toEqual({
      reason: 'The reason can be at most 200 characters.',
    });
  });

  it('sends campus times with the campus offset and only the scope’s own field', () => {
    expect(toBlackoutBody(valid, 'Asia/Kolkata')).toEqual({
      reason: 'Diwali holiday',
      starts_at: '2026-11-09T00:00:00+05:30',
      ends_at: '2026-11-10T00:00:00+05:30',
      scope: 'rooms',
      room_ids: [4, 7],
    });
    expect(toBlackoutBody({ ...valid, scope: 'block' }, 'Asia/Kolkata')).toMatchObject({ scope: 'block', block_id: 3 });
    expect(toBlackoutBody({ ...valid, scope: 'campus' }, 'Asia/Kolkata')).not.toHaveProperty('room_ids');
  });
});
