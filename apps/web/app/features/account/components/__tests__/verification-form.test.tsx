// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { VerificationForm } from '../verification-form';
import { field, readAlert, renderFormPage } from '../../../../lib/testing/render-route';

const ONE_MB = 1024 * 1024;

function VerificationPage() {
  return (
    <VerificationForm result={useActionData<FormResult>()} pending={false} maxBytes={ONE_MB} />
  );
}

/** The verification page, its fields found by their labels in `locale`. */
async function renderVerificationForm(answer: FormResult, locale: 'en' | 'zh-CN' = 'en') {
  const page = await renderFormPage('/settings/verification', VerificationPage, {
    answer,
    locale,
  });
  const zh = locale === 'zh-CN';
  const fields = {
    type: screen.getByLabelText(zh ? '证件类型' : 'Document type') as HTMLSelectElement,
    file: field(zh ? '文件' : 'File'),
  };
  return { ...page, fields };
}

const pdf = (size: number, name = 'passport.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/**
 * Chooses a file as the browser does: the input holds it, then `input` and `change` fire.
 * (user-event's upload keeps the file where happy-dom's FormData does not look.)
 */
function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.input(input);
  fireEvent.change(input);
}

const upload = () => screen.getByRole('button', { name: 'Upload document' });

describe('verification form: the upload is checked in the browser as the server checks it', () => {
  afterEach(cleanup);

  it('says "File is Required." without a file, and does not post', async () => {
    const { user, fields, action } = await renderVerificationForm({ ok: true, message: 'ok' });
    expect(fieldDescription(fields.file)).toBe('JPG, PNG or PDF, up to 10 MB.');
    await user.click(upload());
    await waitFor(() => expect(fieldDescription(fields.file)).toBe('File is Required.'));
    expect(fields.file.getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
  });

  it('says "File is Required." for an empty file too', async () => {
    const { user, fields, action } = await renderVerificationForm({ ok: true, message: 'ok' });
    chooseFile(fields.file, pdf(0));
    await user.click(upload());
    await waitFor(() => expect(fieldDescription(fields.file)).toBe('File is Required.'));
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses a file over the server’s limit, and clears the error once another is chosen', async () => {
    const { user, fields, action } = await renderVerificationForm({ ok: true, message: 'ok' });
    chooseFile(fields.file, pdf(ONE_MB + 1));
    await user.click(upload());
    await waitFor(() =>
      expect(fieldDescription(fields.file)).toBe('The file may not be larger than 1 MB.'),
    );
    expect(action).not.toHaveBeenCalled();

    chooseFile(fields.file, pdf(ONE_MB));
    await waitFor(() =>
      expect(fieldDescription(fields.file)).toBe('JPG, PNG or PDF, up to 10 MB.'),
    );
  });

  it('posts the type and the file, then empties the form on success', async () => {
    const { user, fields, posted } = await renderVerificationForm({
      ok: true,
      message: 'Document uploaded',
    });
    await user.selectOptions(fields.type, 'proof_of_address');
    chooseFile(fields.file, pdf(2048, 'bill.pdf'));
    await user.click(upload());

    expect(await readAlert()).toBe('Document uploaded');
    expect(posted).toEqual([
      {
        document_type: 'proof_of_address',
        file: expect.objectContaining({ name: 'bill.pdf', size: 2048 }),
      },
    ]);
    await waitFor(() => expect(fields.type.value).toBe('passport'));
    expect(fields.file.files).toHaveLength(0);
  });

  it('shows the server’s refusal under the file and keeps the chosen type', async () => {
    const { user, fields } = await renderVerificationForm({
      ok: false,
      message: 'Upload a JPG, PNG or PDF file.',
      fieldErrors: { file: ['Upload a JPG, PNG or PDF file.'], document_type: ['Required.'] },
      values: { document_type: 'id_card' },
    });
    await user.selectOptions(fields.type, 'id_card');
    chooseFile(fields.file, pdf(2048, 'notes.txt'));
    await user.click(upload());

    expect(await readAlert()).toBe('Upload a JPG, PNG or PDF file.');
    // The alert's sentence is not said again under the file; another field's error is.
    await waitFor(() => expect(fieldDescription(fields.type)).toBe('Required.'));
    expect(fieldDescription(fields.file)).toBe('JPG, PNG or PDF, up to 10 MB.');
    expect(fields.type.value).toBe('id_card');
  });

  it('words the browser’s check in the page language (Chinese)', async () => {
    const { user, fields } = await renderVerificationForm({ ok: true, message: 'ok' }, 'zh-CN');
    await user.click(screen.getByRole('button', { name: '上传文件' }));
    await waitFor(() => expect(fieldDescription(fields.file)).toBe('文件为必填项。'));
  });
});
