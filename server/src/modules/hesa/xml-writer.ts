import type { Writable } from 'node:stream';

// Issue 16: a tiny streaming XML writer: elements are written as they are made, so an export of
// any size holds one student's fragment at a time. Text is escaped; names are ours (never input).

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** One element with text content, or nothing when the value is null. */
export function leaf(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;
}

export function element(name: string, ...children: string[]): string {
  return `<${name}>${children.join('')}</${name}>`;
}

/** Writes a chunk, waiting for the stream to drain when its buffer is full. */
export async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
}
