import ListIcon from '@mui/icons-material/List';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PillTabs, pillTabPanelProps } from './pill-tabs.tsx';
import type { PillTab } from './pill-tabs.tsx';

const tabs: PillTab[] = [
  { value: 'all', label: 'All', icon: <ListIcon data-testid="list-icon" /> },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <PillTabs
        aria-label="Requests"
        idPrefix="req"
        tabs={tabs}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <div {...pillTabPanelProps('req', value)}>Panel {value}</div>
    </>
  );
}

describe('PillTabs', () => {
  it('is a named tablist with one tab per entry, the current one selected', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Requests' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Open', 'Closed']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('list-icon')).toBeTruthy();
  });

  it('reports the chosen value on click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(onChange).toHaveBeenCalledWith('open');
    expect(screen.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Open' }));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('open');
  });

  it('links the selected tab and the caller panel', async () => {
    render(<Harness />);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tab', { name: 'Open' }).hasAttribute('aria-controls')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(screen.getByRole('tabpanel', { name: 'Closed' }).textContent).toBe('Panel closed');
  });

  it('fills the selected pill with the primary colour by default, or the given one (spec 3)', () => {
    const { rerender } = render(<PillTabs aria-label="T" tabs={tabs} value="open" onChange={() => {}} />);
    const selected = () => getComputedStyle(screen.getByRole('tab', { name: 'Open' }));
    expect(selected().backgroundColor).toBe('rgb(25, 118, 210)');
    expect(selected().borderRadius).toBe('999px');
    rerender(<PillTabs aria-label="T" tabs={tabs} value="open" onChange={() => {}} color="success" />);
    expect(selected().backgroundColor).toBe('rgb(46, 125, 50)');
    expect(selected().color).toBe('rgb(255, 255, 255)');
  });

  it('does not select a disabled tab', async () => {
    const onChange = vi.fn();
    render(
      <PillTabs
        aria-label="T"
        tabs={[...tabs, { value: 'gone', label: 'Gone', disabled: true }]}
        value="all"
        onChange={onChange}
      />,
    );
    const gone = screen.getByRole('tab', { name: 'Gone' });
    expect(gone.hasAttribute('disabled')).toBe(true);
    await userEvent.click(gone, { pointerEventsCheck: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('scrolls the selected pill back into view when the scroll arrows appear and cover it (a phone)', () => {
    // jsdom lays nothing out: the pill sits at 180-260 px of the row, the scrolling area is 200 px
    // wide until the arrows appear and take 60 px of it.
    let areaWidth = 200;
    let resized: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const rect = (left: number, width: number) =>
      ({
        left,
        right: left + width,
        width,
        top: 0,
        bottom: 40,
        height: 40,
        x: left,
        y: 0,
        toJSON: () => ({}),
      }) as DOMRect;
    const scrollerOf = (el: HTMLElement) => el.closest('[role="tablist"]')?.parentElement as HTMLElement;
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'tab' ? rect(180 - scrollerOf(this).scrollLeft, 80) : rect(0, areaWidth);
    });
    try {
      render(<PillTabs aria-label="T" tabs={tabs} value="closed" onChange={() => {}} />);
      const scroller = screen.getByRole('tablist').parentElement as HTMLElement;
      const pillRight = () => screen.getByRole('tab', { name: 'Closed' }).getBoundingClientRect().right;
      expect(pillRight()).toBeLessThanOrEqual(200);
      areaWidth = 140;
      resized();
      expect(pillRight()).toBeLessThanOrEqual(140);
      expect(scroller.scrollLeft).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
