import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect, ListControls, SearchBox } from './list-controls.tsx';

// Issue 19: on a phone the filters fold behind a "Filters" button so the list shows first.

function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

function Controls({ status = '' }: { status?: string }) {
  return (
    <ListControls label="Search and filter requests">
      <SearchBox label="Search requests" value="" onSearch={() => undefined} />
      <FilterSelect
        label="Status"
        value={status}
        onChange={() => undefined}
        options={[{ value: 'Open', label: 'Open' }]}
      />
      <FilterSelect
        label="Year"
        value="2026"
        allLabel={null}
        onChange={() => undefined}
        options={[{ value: '2026', label: '2026' }]}
      />
    </ListControls>
  );
}

describe('the list controls on a phone', () => {
  it('show the search, and the filters only once Filters is pressed', async () => {
    atWidth(360);
    render(<Controls />);
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toBeDefined();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeDefined();
  });

  it('say how many filters narrow the list (not a select that always holds a value)', () => {
    atWidth(360);
    render(<Controls status="Open" />);
    expect(screen.getByRole('button', { name: 'Filters (1 set)' })).toBeDefined();
  });

  it('show every filter in the row from the sm breakpoint up', () => {
    atWidth(1280);
    render(<Controls />);
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();
  });
});
