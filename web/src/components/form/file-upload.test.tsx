import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '../../lib/upload.ts';
import { describeAccept, isAccepted } from './accepted-files.ts';
import { FileUpload } from './file-upload.tsx';

// Issue 19: the shared upload is a drop zone that states what it takes, shows progress and offers Remove.

const pdf = (name = 'gp-note.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function drop(zone: HTMLElement, file: File) {
  fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

describe('FileUpload', () => {
  it('is a drop zone with a labelled button that states the accepted kinds and the largest size', () => {
    render(<FileUpload label="Choose a file" send={vi.fn()} maxBytes={5 * 1024 * 1024} />);
    const zone = screen.getByTestId('drop-zone');
    expect(within(zone).getByText('or drag and drop a file here')).toBeDefined();
    const rules = within(zone).getByText('Accepted: PDF, JPEG, PNG or Word (DOCX), up to 5 MB.');
    const input = screen.getByLabelText('Choose a file');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('aria-describedby')).toContain(rules.id);
  });

  it('sends a dropped file, shows its progress, then the file with a Remove button', async () => {
    let progress: UploadProgress = () => undefined;
    let finish: () => void = () => undefined;
    const send = vi.fn(
      (_file: File, onProgress: UploadProgress) =>
        new Promise<void>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const onRemove = vi.fn();
    const { rerender } = render(<FileUpload label="Choose a file" send={send} onRemove={onRemove} />);
    drop(screen.getByTestId('drop-zone'), pdf());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0].name).toBe('gp-note.pdf');
    expect(await screen.findByText('Uploading…')).toBeDefined();
    progress(512, 2048);
    expect(await screen.findByText('Uploading… 25%')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    rerender(
      <FileUpload
        label="Choose a file"
        send={send}
        onRemove={onRemove}
        current={{ name: 'gp-note.pdf', size: 2048 }}
      />,
    );
    expect(screen.getByText('gp-note.pdf')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove gp-note.pdf' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('refuses a dropped file of another kind, or too large, without sending it', () => {
    const send = vi.fn();
    render(<FileUpload label="Choose a file" send={send} maxBytes={1000} />);
    const zone = screen.getByTestId('drop-zone');
    drop(zone, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('notes.txt is not a file of the accepted kinds: PDF, JPEG, PNG or Word (DOCX).'),
    ).toBeDefined();
    drop(zone, pdf('big.pdf', 4096));
    expect(screen.getByText('This file is 4 KB: the largest accepted is 1000 bytes.')).toBeDefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('with a send button: shows the chosen file with Remove, and sends only when asked', async () => {
    const send = vi.fn(async () => undefined);
    render(<FileUpload label="Choose a file" sendLabel="Upload" send={send} />);
    await userEvent.upload(screen.getByLabelText('Choose a file'), pdf());
    expect(screen.getByText('gp-note.pdf')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove gp-note.pdf' }));
    expect(screen.queryByText('gp-note.pdf')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.upload(screen.getByLabelText('Choose a file'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('describeAccept and isAccepted', () => {
  it('names the kinds once each and matches by ending or type', () => {
    expect(describeAccept('.csv,text/csv')).toBe('CSV');
    expect(describeAccept('image/jpeg,image/png')).toBe('JPEG or PNG');
    expect(isAccepted({ name: 'Statement.CSV', type: '' }, '.csv,text/csv')).toBe(true);
    expect(isAccepted({ name: 'photo.gif', type: 'image/gif' }, 'image/jpeg,image/png')).toBe(false);
    expect(isAccepted({ name: 'x', type: 'image/webp' }, 'image/*')).toBe(true);
  });
});
