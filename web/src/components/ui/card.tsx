import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { CardProps } from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { headingTag } from './heading-level.ts';
import type { HeadingLevel } from './heading-level.ts';
import { IconHeading } from './icon-heading.tsx';
import { textOn } from './readable-color.ts';
import { AVATAR_SIZE, CARD_DEFAULT_COLOR } from './ui-constants.ts';
import type { UiColor } from './ui-constants.ts';

/** How far the heading lifts to uncover the reveal area (px). */
const REVEAL_LIFT = 50;

export type InfoCardProps = Omit<CardProps, 'title' | 'color'> & {
  /** Image URL: a round avatar of 128 px above the body (spec 9). */
  avatar?: string;
  /** Alternative text for the avatar; empty when the title already names the person. */
  avatarAlt?: string;
  /** Heading colour (spec 3 default: success). */
  color?: UiColor;
  /** The heading lifts on hover or keyboard focus to show `reveal` beneath it (spec 4.8). */
  hoverReveal?: boolean;
  /** What the lifted heading uncovers, usually a few small actions. */
  reveal?: ReactNode;
  /** An icon shown in a raised coloured heading (max height 65, spec 9). */
  icon?: ReactNode;
  /** Image URL shown as the raised heading. */
  image?: string;
  imageAlt?: string;
  /** Title beside the icon heading instead of below it. */
  inline?: boolean;
  /** Short body text under the title. */
  text?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  children?: ReactNode;
};

/** The generic content card of spec 3, in the shape of a raised coloured heading over a body. */
export function InfoCard({
  avatar,
  avatarAlt = '',
  color = CARD_DEFAULT_COLOR,
  hoverReveal = false,
  reveal,
  icon,
  image,
  imageAlt = '',
  inline = false,
  text,
  title,
  subtitle,
  children,
  actions,
  headingLevel = 2,
  sx,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: InfoCardProps) {
  const titleId = useId();
  // spec 4.8: hover-reveal is display state only, never stored anywhere
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const revealed = hoverReveal && (hovered || focused);

  const isInline = inline && !avatar;
  const hasTitle = title != null || subtitle != null;
  const titleInSheet = !avatar && !image && !icon && !isInline && hasTitle;

  const titleBlock = hasTitle ? (
    <Box sx={{ flexGrow: 1, textAlign: avatar ? 'center' : isInline ? 'right' : 'left' }}>
      {title != null && (
        <Typography component={headingTag(headingLevel)} id={titleId} variant="h6">
          {title}
        </Typography>
      )}
      {subtitle != null && (
        <Typography component="p" variant="subtitle2" sx={{ color: titleInSheet ? 'inherit' : 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  ) : null;

  let sheet: ReactNode = null;
  if (avatar) {
    sheet = (
      <Avatar
        src={avatar}
        alt={avatarAlt}
        sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, mx: 'auto', mt: -8, boxShadow: 6 }}
      />
    );
  } else if (image) {
    sheet = (
      <Paper elevation={6} sx={{ overflow: 'hidden', lineHeight: 0 }}>
        <Box component="img" src={image} alt={imageAlt} sx={{ display: 'block', width: '100%' }} />
      </Paper>
    );
  } else if (icon) {
    sheet = <IconHeading color={color}>{icon}</IconHeading>;
  } else if (titleInSheet) {
    sheet = (
      <Paper
        elevation={6}
        sx={(theme) => ({ p: 2, bgcolor: theme.palette[color].main, color: textOn(theme.palette[color].main) })}
      >
        {titleBlock}
      </Paper>
    );
  }
  const liftable = hoverReveal && sheet != null && !avatar;

  const heading =
    sheet != null || isInline ? (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mx: 2, mt: avatar ? 0 : -3 }}>
        {sheet != null && (
          <Box sx={{ position: 'relative', flexGrow: isInline ? 0 : 1 }}>
            {liftable && (
              <Box
                data-testid="card-reveal"
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  height: REVEAL_LIFT,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                }}
              >
                {reveal}
              </Box>
            )}
            <Box
              data-testid="card-heading"
              data-revealed={liftable ? String(revealed) : undefined}
              sx={{
                position: 'relative',
                zIndex: 1,
                transition: 'transform 300ms ease',
                transform: liftable && revealed ? `translateY(-${REVEAL_LIFT}px)` : 'none',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              {sheet}
            </Box>
          </Box>
        )}
        {isInline && titleBlock}
      </Box>
    ) : null;

  const hasBody = (!isInline && !titleInSheet && hasTitle) || text != null || children != null;

  return (
    <Card
      component="section"
      aria-labelledby={title != null ? titleId : undefined}
      onMouseEnter={(event: MouseEvent<HTMLDivElement>) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event: MouseEvent<HTMLDivElement>) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        // focus-within: stay lifted while focus moves between the card's own controls
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
      sx={[{ overflow: 'visible', mt: sheet == null ? 0 : avatar ? 8 : 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {heading}
      {hasBody && (
        <CardContent>
          {!isInline && !titleInSheet && titleBlock}
          {text != null && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: hasTitle ? 1 : 0 }}>
              {text}
            </Typography>
          )}
          {children}
        </CardContent>
      )}
      {actions != null && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  );
}
