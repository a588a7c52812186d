import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

// An e-mail's HTML part (made by the server's renderer), shown as the recipient would read it.
// It is parsed, never injected: only paragraphs, line breaks and http(s) links become elements,
// everything else is reduced to its text. (A sandboxed iframe would also be safe, but the page's
// accessibility checks cannot look inside one.)

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const children = Array.from(el.childNodes).map(toReact);
  switch (el.tagName.toLowerCase()) {
    case 'p':
      return (
        <Box component="p" key={key} sx={{ mt: 0, mb: 2 }}>
          {children}
        </Box>
      );
    case 'br':
      return <br key={key} />;
    case 'a': {
      const href = el.getAttribute('href') ?? '';
      return /^https?:\/\//i.test(href) ? (
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Link>
      ) : (
        <span key={key}>{children}</span>
      );
    }
    default:
      return <span key={key}>{children}</span>;
  }
}

export function MessageFrame({ html, label }: { html: string; label: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      component="article"
      aria-label={label}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontSize: 15,
        lineHeight: 1.5,
        overflowWrap: 'anywhere',
      }}
    >
      {Array.from(body.childNodes).map(toReact)}
    </Box>
  );
}
