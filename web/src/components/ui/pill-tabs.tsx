import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import type { TabsProps } from '@mui/material/Tabs';
import { type ReactElement, useEffect, useRef } from 'react';
import { textOn } from './readable-color.ts';
import { PILL_RADIUS, TABS_DEFAULT_COLOR } from './ui-constants.ts';
import type { UiColor } from './ui-constants.ts';

export interface PillTab {
  value: string;
  label: string;
  icon?: ReactElement;
  disabled?: boolean;
}

export type PillTabsProps = Omit<TabsProps, 'value' | 'onChange' | 'children' | 'color'> & {
  tabs: readonly PillTab[];
  value: string;
  onChange: (value: string) => void;
  /** Colour of the selected pill (spec 3 default: primary). */
  color?: UiColor;
  /** When the caller renders panels, tabs and panels are linked through ids built from this. */
  idPrefix?: string;
};

export const pillTabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const pillPanelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** Props for the caller's panel of one tab, so it is announced as that tab's panel. */
export function pillTabPanelProps(idPrefix: string, value: string) {
  return { role: 'tabpanel', id: pillPanelId(idPrefix, value), 'aria-labelledby': pillTabId(idPrefix, value) };
}

/**
 * Keeps the selected pill wholly in view. MUI scrolls it in when chosen, but measures before the
 * scroll arrows appear (on a phone the arrows then cover part of it, e.g. a tab opened from the
 * URL); so it is checked again whenever the scrolling area changes size.
 */
function useSelectedTabInView(value: string) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = root.current?.querySelector<HTMLElement>(`.${tabsClasses.scroller}`);
    if (!scroller) return;
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const area = scroller.getBoundingClientRect();
      const pill = tab.getBoundingClientRect();
      const gap = 8;
      if (pill.left < area.left) scroller.scrollLeft -= area.left - pill.left + gap;
      else if (pill.right > area.right) scroller.scrollLeft += pill.right - area.right + gap;
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [value]);
  return root;
}

/** A tab bar whose selected tab is a filled pill (spec 1, 3); a WAI-ARIA tablist with arrow keys. */
export function PillTabs({
  tabs,
  value,
  onChange,
  color = TABS_DEFAULT_COLOR,
  idPrefix,
  slotProps,
  sx,
  ...rest
}: PillTabsProps) {
  const root = useSelectedTabInView(value);
  return (
    <Tabs
      ref={root}
      value={value}
      onChange={(_event, next: string) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      // On phones too: tabs that do not fit get arrows, not just a swipe nobody sees.
      allowScrollButtonsMobile
      slotProps={{ ...slotProps, indicator: { sx: { display: 'none' } } }}
      sx={[{ minHeight: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          icon={tab.icon}
          iconPosition="start"
          disabled={tab.disabled}
          id={idPrefix ? pillTabId(idPrefix, tab.value) : undefined}
          // only the selected tab's panel exists, so only it may point at one (axe: valid ids)
          aria-controls={idPrefix && tab.value === value ? pillPanelId(idPrefix, tab.value) : undefined}
          sx={(theme) => ({
            minHeight: 40,
            mx: 0.5,
            px: 2.5,
            borderRadius: `${PILL_RADIUS}px`,
            color: theme.palette.text.secondary,
            '&.Mui-selected': {
              bgcolor: theme.palette[color].main,
              color: textOn(theme.palette[color].main),
            },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette[color].main}`, outlineOffset: 2 },
          })}
        />
      ))}
    </Tabs>
  );
}
