import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { textOn } from './readable-color.ts';
import { BUTTON_DEFAULTS, PILL_RADIUS, isUiColor } from './ui-constants.ts';

export type AppButtonProps = ButtonProps & {
  /** Pill-shaped corners (spec 9 default: true). */
  rounded?: boolean;
  /** Flat: contained but without elevation shadow (spec 9 default: false). */
  depressed?: boolean;
};

/** The product's button (spec 1): contained, success-coloured, rounded and raised unless told. */
export function AppButton({
  color = BUTTON_DEFAULTS.color,
  rounded = BUTTON_DEFAULTS.rounded,
  depressed = BUTTON_DEFAULTS.depressed,
  variant = 'contained',
  disableElevation,
  sx,
  ...rest
}: AppButtonProps) {
  const own: SxProps<Theme> = (theme) => ({
    ...(rounded && { borderRadius: `${PILL_RADIUS}px` }),
    // MUI's contrastText aims at 3:1 only; contained text must reach AA on main and hover shades.
    ...(variant === 'contained' &&
      isUiColor(color) && {
        color: textOn(theme.palette[color].main),
        '&:hover': { color: textOn(theme.palette[color].dark) },
      }),
  });
  return (
    <Button
      color={color}
      variant={variant}
      disableElevation={depressed || disableElevation}
      sx={[own, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
