import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepWizard } from './wizard.tsx';
import type { StepWizardProps } from './wizard.tsx';

const steps = ['About you', 'Course', 'References', 'Declaration'];

function renderWizard(props: Partial<StepWizardProps> = {}) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onStepChange: vi.fn() };
  render(
    <StepWizard steps={steps} availableSteps={[0, 1]} step={0} {...handlers} {...props}>
      {props.children ?? <p>Step content</p>}
    </StepWizard>,
  );
  return handlers;
}

const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('StepWizard (spec 2.8)', () => {
  it("defaults the title to 'Wizard' and the subtitle to 'A series of steps'", () => {
    renderWizard();
    const card = screen.getByRole('region', { name: 'Wizard' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Wizard' })).toBeTruthy();
    expect(within(card).getByText('A series of steps').tagName).toBe('P');
    expect(within(card).getAllByRole('heading').length).toBe(1);
  });

  it('shows a given title and subtitle', () => {
    renderWizard({ title: 'Application', subtitle: 'Four short steps' });
    expect(screen.getByRole('heading', { name: 'Application' })).toBeTruthy();
    expect(screen.getByText('Four short steps')).toBeTruthy();
    expect(screen.queryByText('A series of steps')).toBeNull();
  });

  it('shows one tab per step label in a tablist, the current one selected', () => {
    renderWizard({ step: 1 });
    expect(screen.getByRole('tablist', { name: 'Wizard steps' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(steps);
    expect(tab('Course').getAttribute('aria-selected')).toBe('true');
    expect(tab('About you').getAttribute('aria-selected')).toBe('false');
  });

  it('shows the current step content in the panel of the current tab', () => {
    renderWizard({ step: 1, children: <p>Pick a course</p> });
    const panel = screen.getByRole('tabpanel', { name: 'Course' });
    expect(panel.textContent).toBe('Pick a course');
    expect(tab('Course').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('disables a step tab unless its index is in availableSteps', () => {
    renderWizard({ availableSteps: [0, 2] });
    expect(tab('About you').hasAttribute('disabled')).toBe(false);
    expect(tab('Course').hasAttribute('disabled')).toBe(true);
    expect(tab('References').hasAttribute('disabled')).toBe(false);
    expect(tab('Declaration').hasAttribute('disabled')).toBe(true);
  });

  it('emits onStepChange with the index when an available step tab is clicked', async () => {
    const { onStepChange } = renderWizard({ availableSteps: [0, 2] });
    await userEvent.click(tab('References'));
    expect(onStepChange).toHaveBeenCalledWith(2);
  });

  it('does not emit onStepChange for an unavailable step tab', async () => {
    const { onStepChange } = renderWizard({ availableSteps: [0] });
    await userEvent.click(tab('Course'), { pointerEventsCheck: 0 });
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('disables Previous on step 0', async () => {
    const { onPrevious } = renderWizard({ step: 0 });
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    await userEvent.click(button('Previous'), { pointerEventsCheck: 0 });
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('enables Previous after step 0 and emits onPrevious', async () => {
    const { onPrevious, onNext } = renderWizard({ step: 2 });
    expect(button('Previous').hasAttribute('disabled')).toBe(false);
    await userEvent.click(button('Previous'));
    expect(onPrevious).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('never disables Next, even when the next step is not available, and emits onNext', async () => {
    const { onNext, onPrevious } = renderWizard({ step: 1, availableSteps: [] });
    expect(button('Next').hasAttribute('disabled')).toBe(false);
    await userEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it("labels Next 'Finish' on the last step, and Finish still emits onNext", async () => {
    const { onNext } = renderWizard({ step: 3, availableSteps: [0, 1, 2, 3] });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Finish').hasAttribute('disabled')).toBe(false);
    await userEvent.click(button('Finish'));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it("labels it 'Next' on every step but the last", () => {
    renderWizard({ step: 2 });
    expect(button('Next')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('treats a single-step wizard as on its last step: Previous disabled, Finish shown', () => {
    renderWizard({ steps: ['Only'], availableSteps: [0], step: 0 });
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    expect(button('Finish')).toBeTruthy();
  });

  it('uses the spec 9 sizes: slider 50, buttons 125 and 100, card elevation 12', () => {
    renderWizard({ step: 1 });
    expect(getComputedStyle(button('Previous')).minWidth).toBe('125px');
    expect(getComputedStyle(button('Next')).minWidth).toBe('100px');
    const card = screen.getByRole('region', { name: 'Wizard' });
    expect(card.classList.contains('MuiPaper-elevation12')).toBe(true);
    const indicator = card.querySelector('.MuiTabs-indicator') as HTMLElement;
    expect(getComputedStyle(indicator).height).toBe('50px');
  });

  it('works from the keyboard: tabs with arrow keys, buttons with Enter', async () => {
    const { onStepChange, onNext } = renderWizard({ step: 0, availableSteps: [0, 1] });
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('About you'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Course'));
    await userEvent.keyboard('{Enter}');
    expect(onStepChange).toHaveBeenCalledWith(1);
    button('Next').focus();
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledOnce();
  });
});
