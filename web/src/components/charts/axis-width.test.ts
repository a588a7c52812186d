import { describe, expect, it } from 'vitest';
import { bandAxisWidth, DEFAULT_AXIS_PX } from './axis-width.ts';

// The group-name axis of horizontal bar charts: room for the longest name, at most half the chart.

describe('bandAxisWidth', () => {
  it('gives short names a narrow axis, so the bars get the room', () => {
    expect(bandAxisWidth(['MA', 'BTh', 'GradCert'], 296)).toBe(67);
    expect(bandAxisWidth(['MA'], 296)).toBe(60);
  });

  it('gives long names what they need on a wide chart', () => {
    expect(bandAxisWidth(['Interested in future entry (Lead)', 'Student (Admin)'], 600)).toBe(232);
  });

  it('never takes more than half of a phone’s chart', () => {
    expect(bandAxisWidth(['Interested in future entry (Lead)'], 296)).toBe(148);
  });

  it('uses the former fixed width until the chart is measured', () => {
    expect(bandAxisWidth(['Interested in future entry (Lead)'], 0)).toBe(DEFAULT_AXIS_PX);
  });
});
