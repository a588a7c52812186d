import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { CardProps } from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { headingTag } from './heading-level.ts';
import type { HeadingLevel } from './heading-level.ts';
import { IconHeading } from './icon-heading.tsx';
import { AA_GRAPHIC_CONTRAST, readableOn, resolveColor } from './readable-color.ts';
import { CARD_DEFAULT_COLOR, STATS_SUB_ICON_SIZE } from './ui-constants.ts';
import type { UiColor } from './ui-constants.ts';

/** A palette key ('success', 'text.secondary') or any CSS colour. */
export type StatsColor = UiColor | 'text.primary' | 'text.secondary' | (string & {});

export type StatsCardProps = Omit<CardProps, 'title' | 'color'> & {
  /** Required by spec 3: the icon in the raised heading. */
  icon: ReactElement;
  /** Heading colour; defaults to the card colour (success). */
  color?: UiColor;
  /** Small icon before the footer text (16 px, spec 9). */
  subIcon?: ReactElement;
  subIconColor?: StatsColor;
  subText?: ReactNode;
  subTextColor?: StatsColor;
  /** What is counted, e.g. 'Current students'; names the card for screen readers. */
  title?: ReactNode;
  value?: ReactNode;
  /** A unit or remark shown small after the value, e.g. '%' or 'of 40'. */
  smallValue?: ReactNode;
  headingLevel?: HeadingLevel;
};

/** A dashboard figure (spec 3): icon heading, title and value, and an optional footer line. */
export function StatsCard({
  icon,
  color = CARD_DEFAULT_COLOR,
  subIcon,
  subIconColor = 'text.secondary',
  subText,
  subTextColor = 'text.secondary',
  title,
  value,
  smallValue,
  headingLevel = 2,
  sx,
  ...rest
}: StatsCardProps) {
  const titleId = useId();
  const hasFooter = subIcon != null || subText != null;
  return (
    <Card
      component="section"
      aria-labelledby={title != null ? titleId : undefined}
      sx={[{ overflow: 'visible', mt: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, px: 2, pb: 2 }}>
        <IconHeading color={color} sx={{ mt: -3 }}>
          {icon}
        </IconHeading>
        <Box sx={{ textAlign: 'right', pt: 1, minWidth: 0 }}>
          {title != null && (
            <Typography
              component={headingTag(headingLevel)}
              id={titleId}
              variant="body2"
              sx={{ color: 'text.secondary', fontWeight: 400 }}
            >
              {title}
            </Typography>
          )}
          {value != null && (
            <Typography component="p" variant="h5" data-testid="stats-value">
              {value}
              {smallValue != null && (
                <Typography component="small" variant="body2" sx={{ ml: 0.5 }}>
                  {smallValue}
                </Typography>
              )}
            </Typography>
          )}
        </Box>
      </Box>
      {hasFooter && (
        <>
          <Divider sx={{ mx: 2 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1 }}>
            {subIcon != null && (
              <Box
                data-testid="stats-sub-icon"
                sx={(theme) => ({
                  display: 'inline-flex',
                  // icons are graphics: 3:1 against the card (WCAG 1.4.11)
                  color: readableOn(
                    resolveColor(theme, subIconColor),
                    theme.palette.background.paper,
                    AA_GRAPHIC_CONTRAST,
                  ),
                  '& svg': { fontSize: STATS_SUB_ICON_SIZE, width: STATS_SUB_ICON_SIZE, height: STATS_SUB_ICON_SIZE }, // spec 9
                })}
              >
                {subIcon}
              </Box>
            )}
            {subText != null && (
              <Typography
                variant="caption"
                sx={(theme) => ({
                  color: readableOn(resolveColor(theme, subTextColor), theme.palette.background.paper),
                })}
              >
                {subText}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Card>
  );
}
