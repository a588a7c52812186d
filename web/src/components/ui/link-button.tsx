import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { AppButton } from './button.tsx';
import type { AppButtonProps } from './button.tsx';

/** The product's button as a link to a route: a real <a href> that the router follows. */
export function LinkButton({
  to,
  state,
  onClick,
  ...props
}: Omit<AppButtonProps, 'href'> & { to: string; /** Location state for the route followed. */ state?: unknown }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, state === undefined ? undefined : { state });
  return (
    <AppButton
      href={href}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event as unknown as MouseEvent<HTMLAnchorElement>);
      }}
      {...props}
    />
  );
}
