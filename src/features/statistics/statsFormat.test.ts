import { usageStatsFixture } from '@test/handlers/stats';
import { axisMax, blockNames, duration, hourLabel, hours, percent, roomLabel } from './statsFormat';

describe('statistics formatting', () => {
  it('shows occupancy with one decimal', () => {
    expect(percent(0.5)).toBe('50 %');
    expect(percent(0.2679)).toBe('26.8 %');
    expect(percent(0)).toBe('0 %');
  });

  it('shows hours with separators and one decimal', () => {
    expect(hours(7)).toBe('7 h');
    expect(hours(1234.25)).toBe('1,234.3 h');
  });

  it('shows the time to a decision in minutes, hours or days', () => {
    expect(duration(45)).toBe('45 min');
    expect(duration(60)).toBe('1 h');
    expect(duration(200)).toBe('3 h 20 min');
    expect(duration(2 * 24 * 60 + 4 * 60)).toBe('2 d 4 h');
    expect(duration(3 * 24 * 60)).toBe('3 d');
  });
});

describe('hourLabel', () => {
  it("heads the heat map's hours in SPEC.md's time format (issue 35)", () => {
    expect([hourLabel(9), hourLabel(12), hourLabel(14), hourLabel(22)]).toEqual(['09:00 AM', '12:00 PM', '02:00 PM', '10:00 PM']);
  });
});

describe('axisMax', () => {
  it('ends the axis just above the highest bar', () => {
    expect(axisMax([0.7, 2.1])).toBe(3);
    expect(axisMax([0, 0])).toBe(1);
    expect(axisMax([43.2])).toBe(50);
    expect(axisMax([100])).toBe(100);
  });
});

describe('roomLabel', () => {
  it("names a room with its block, read from the answer's block list", () => {
    const stats = usageStatsFixture('2026-05-01', '2026-05-30');
    expect(roomLabel(stats.rooms[0], blockNames(stats))).toBe('Conference Room 101 (Academic Block A)');
  });
});
