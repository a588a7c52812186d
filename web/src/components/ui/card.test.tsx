import SchoolIcon from '@mui/icons-material/School';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppButton } from './button.tsx';
import { InfoCard } from './card.tsx';

describe('InfoCard', () => {
  it('is a region named by its title, with subtitle, text, children and actions', () => {
    render(
      <InfoCard
        icon={<SchoolIcon />}
        title="Modules"
        subtitle="This year"
        text="Twelve running"
        actions={<AppButton>Open</AppButton>}
      >
        <p>Body</p>
      </InfoCard>,
    );
    const card = screen.getByRole('region', { name: 'Modules' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Modules' })).toBeTruthy();
    expect(within(card).getAllByRole('heading').length).toBe(1);
    for (const text of ['This year', 'Twelve running', 'Body']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Open' })).toBeTruthy();
  });

  it('puts the title in a success-coloured heading by default (spec 3)', () => {
    render(<InfoCard title="Plain" />);
    const sheet = screen.getByRole('heading', { name: 'Plain' }).closest('.MuiPaper-root') as HTMLElement;
    expect(sheet.classList.contains('MuiCard-root')).toBe(false);
    expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(46, 125, 50)');
  });

  it('takes another colour and heading level', () => {
    render(<InfoCard title="Red" color="error" headingLevel={3} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Red' });
    const sheet = heading.closest('.MuiPaper-root') as HTMLElement;
    expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(211, 47, 47)');
  });

  it('shows the icon in a heading at most 65 px high (spec 9)', () => {
    render(<InfoCard icon={<SchoolIcon data-testid="icon" />} title="T" />);
    const heading = screen.getByTestId('icon-heading');
    expect(heading.contains(screen.getByTestId('icon'))).toBe(true);
    expect(getComputedStyle(heading).maxHeight).toBe('65px');
  });

  it('shows an avatar of 128 px (spec 9)', () => {
    render(<InfoCard avatar="/me.jpg" avatarAlt="Ann Smith" title="Ann Smith" />);
    const img = screen.getByRole('img', { name: 'Ann Smith' });
    expect(img.getAttribute('src')).toBe('/me.jpg');
    const avatar = img.closest('.MuiAvatar-root') as HTMLElement;
    expect(getComputedStyle(avatar).width).toBe('128px');
    expect(getComputedStyle(avatar).height).toBe('128px');
  });

  it('shows an image heading with alternative text', () => {
    render(<InfoCard image="/campus.jpg" imageAlt="Campus" title="Where" />);
    expect(screen.getByRole('img', { name: 'Campus' }).getAttribute('src')).toBe('/campus.jpg');
  });

  it('places the title beside the icon when inline', () => {
    render(<InfoCard inline icon={<SchoolIcon />} title="Beside" />);
    const heading = screen.getByRole('heading', { name: 'Beside' });
    const row = screen.getByTestId('icon-heading').parentElement?.parentElement?.parentElement as HTMLElement;
    expect(row.contains(heading)).toBe(true);
    expect(heading.closest('.MuiCardContent-root')).toBeNull();
  });

  it('lifts the heading on hover to reveal content, and drops it again (spec 4.8)', async () => {
    const user = userEvent.setup();
    render(<InfoCard hoverReveal image="/a.jpg" title="Lift" reveal={<span>Beneath</span>} />);
    const heading = screen.getByTestId('card-heading');
    expect(within(screen.getByTestId('card-reveal')).getByText('Beneath')).toBeTruthy();
    expect(heading.dataset.revealed).toBe('false');
    expect(getComputedStyle(heading).transform).toBe('none');
    await user.hover(screen.getByRole('region', { name: 'Lift' }));
    expect(heading.dataset.revealed).toBe('true');
    expect(getComputedStyle(heading).transform).toBe('translateY(-50px)');
    await user.unhover(screen.getByRole('region', { name: 'Lift' }));
    expect(heading.dataset.revealed).toBe('false');
  });

  it('lifts while keyboard focus is inside the card', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoCard
          hoverReveal
          icon={<SchoolIcon />}
          title="Keys"
          reveal={
            <>
              <AppButton>Edit</AppButton>
              <AppButton>View</AppButton>
            </>
          }
        />
        <button type="button">After</button>
      </>,
    );
    const heading = screen.getByTestId('card-heading');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(heading.dataset.revealed).toBe('true');
    await user.tab();
    expect(heading.dataset.revealed).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(heading.dataset.revealed).toBe('false');
  });

  it('has no reveal behaviour unless asked', () => {
    render(<InfoCard icon={<SchoolIcon />} title="Still" />);
    expect(screen.queryByTestId('card-reveal')).toBeNull();
    expect(screen.getByTestId('card-heading').dataset.revealed).toBeUndefined();
  });
});
