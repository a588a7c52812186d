import { describe, expect, it } from 'vitest';
import { checkPlaceholders, MissingValuesError, placeholdersIn, renderTemplate } from './render.ts';

describe('e-mail template rendering', () => {
  it('fills placeholders in subject and body, spaces inside the braces allowed', () => {
    const out = renderTemplate(
      {
        subject: 'Reference for {{ applicantName }}',
        body: 'Dear {{refereeName}},\n\nPlease write about {{applicantName}}.',
      },
      { applicantName: 'Hannah Whitfield', refereeName: 'Canon Holloway' },
    );
    expect(out.subject).toBe('Reference for Hannah Whitfield');
    expect(out.text).toBe('Dear Canon Holloway,\n\nPlease write about Hannah Whitfield.');
    expect(out.html).toContain('<p>Dear Canon Holloway,</p>\n<p>Please write about Hannah Whitfield.</p>');
  });

  it('escapes values (and the template text) in the HTML part and leaves the text part plain', () => {
    const out = renderTemplate(
      { subject: 'For {{name}}', body: 'Hello {{name}} & friends <3' },
      { name: '<script>alert("x")</script> O\'Brien' },
    );
    expect(out.text).toBe('Hello <script>alert("x")</script> O\'Brien & friends <3');
    expect(out.html).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; friends &lt;3',
    );
    expect(out.html).not.toContain('<script>');
    expect(out.html).toContain('<title>For &lt;script&gt;');
  });

  it('makes web addresses links in the HTML part, without trailing punctuation, and keeps line breaks', () => {
    const out = renderTemplate(
      { subject: 'x', body: 'Open {{link}}.\nThanks' },
      { link: 'https://portal.example.ac.uk/pages/reset/abc?x=1&y=2' },
    );
    expect(out.html).toContain(
      '<p>Open <a href="https://portal.example.ac.uk/pages/reset/abc?x=1&amp;y=2">https://portal.example.ac.uk/pages/reset/abc?x=1&amp;y=2</a>.<br>\nThanks</p>',
    );
  });

  it('keeps a subject on one line whatever the value holds', () => {
    expect(renderTemplate({ subject: 'Hi {{name}}', body: 'x' }, { name: 'A\r\nBcc: evil@example.com' }).subject).toBe(
      'Hi A Bcc: evil@example.com',
    );
  });

  it('refuses to render with a value missing, naming every one', () => {
    expect(() => renderTemplate({ subject: '{{a}}', body: '{{b}} {{c}} {{a}}' }, { c: '' })).toThrowError(
      MissingValuesError,
    );
    try {
      renderTemplate({ subject: '{{a}}', body: '{{b}} {{c}}' }, { c: '' });
    } catch (error) {
      expect((error as MissingValuesError).missing).toEqual(['a', 'b']);
    }
  });

  it('lists used placeholders and reports unknown and malformed ones', () => {
    expect(placeholdersIn('{{a}} {{ b }} {{a}} {{not valid}}')).toEqual(['a', 'b']);
    expect(checkPlaceholders('{{a}} {{z}} {{first name}} {{}}', ['a'])).toEqual({
      unknown: ['z'],
      malformed: ['{{first name}}', '{{}}'],
    });
  });
});
