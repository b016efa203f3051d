/** The contact form's rules of site.json, as both the browser and the local API run them. */
import { describe, expect, it } from 'vitest';
import { contactProblems, contactRequest, fieldProblem, isEmailAddress } from '../../browser/contact/rules.ts';
import { problemMessage } from '../../sections/contact-form/messages.ts';
import { site } from '../site.ts';

const form = site.contactForm!;
const valid = { fullName: 'Robin Example', email: 'robin@example.com', message: 'A question about the Orbit plan.' };

describe('the contact form rules', () => {
  it('accepts a complete message', () => {
    expect(contactProblems(valid, form)).toEqual({});
  });

  it('says "This field is required!" for every empty field, spaces counting as empty', () => {
    const problems = contactProblems({ fullName: '', email: '   ', message: '\n' }, form);
    expect(Object.keys(problems)).toEqual(['fullName', 'email', 'message']);
    for (const problem of Object.values(problems))
      expect(problemMessage(problem, form.messages)).toBe('This field is required!');
  });

  it('applies the minimum lengths of site.json, not counting spaces at the ends', () => {
    const min = form.fields.message.minLength!;
    expect(fieldProblem('message', 'x'.repeat(min - 1), form.fields.message)).toEqual({ rule: 'tooShort', limit: min });
    expect(fieldProblem('message', `  ${'x'.repeat(min - 1)}  `, form.fields.message)).toEqual({
      rule: 'tooShort',
      limit: min,
    });
    expect(fieldProblem('message', 'x'.repeat(min), form.fields.message)).toBeUndefined();
    expect(problemMessage({ rule: 'tooShort', limit: min }, form.messages)).toBe(
      `${form.messages.tooShort} ${min} ${form.messages.characters}`,
    );
  });

  it('applies the maximum lengths of site.json', () => {
    const max = form.fields.fullName.maxLength;
    expect(fieldProblem('fullName', 'x'.repeat(max + 1), form.fields.fullName)).toEqual({
      rule: 'tooLong',
      limit: max,
    });
    expect(fieldProblem('fullName', 'x'.repeat(max), form.fields.fullName)).toBeUndefined();
  });

  it('checks the e-mail format', () => {
    for (const address of ['robin@example.com', 'first.last+tag@mail.example.co.uk'])
      expect(isEmailAddress(address), address).toBe(true);
    for (const address of [
      'robin',
      'robin@',
      '@example.com',
      'robin@example',
      'robin@@example.com',
      'robin @example.com',
      'robin@example..com',
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
    expect(problemMessage(contactProblems({ ...valid, email: 'robin@example' }, form).email!, form.messages)).toBe(
      form.messages.invalidEmail,
    );
  });

  it('lets a field be optional when site.json says so', () => {
    expect(fieldProblem('fullName', '', { ...form.fields.fullName, required: false })).toBeUndefined();
    expect(fieldProblem('fullName', 'x', { ...form.fields.fullName, required: false, minLength: 2 })).toEqual({
      rule: 'tooShort',
      limit: 2,
    });
  });

  it('sends the trimmed text and the ticked privacy box', () => {
    expect(
      contactRequest({ fullName: ' Robin ', email: 'robin@example.com ', message: ' Hi there, a question. ' }),
    ).toEqual({
      fullName: 'Robin',
      email: 'robin@example.com',
      message: 'Hi there, a question.',
      privacyAccepted: true,
    });
  });

  it('keeps a whole message under the 16 KiB the API accepts, even with every character taking 3 bytes', async () => {
    const { CONTACT_BODY_LIMIT_BYTES } = await import('../../browser/api/constants.ts');
    const longest = contactRequest({
      fullName: '語'.repeat(form.fields.fullName.maxLength),
      email: `${'a'.repeat(form.fields.email.maxLength - 12)}@example.com`,
      message: '語'.repeat(form.fields.message.maxLength),
    });
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThanOrEqual(CONTACT_BODY_LIMIT_BYTES);
  });

  it('keeps the same message under the limit of a form the browser posts itself, percent-encoded', async () => {
    const { CONTACT_FORM_BODY_LIMIT_BYTES } = await import('../../browser/api/constants.ts');
    const { CONSENT_FIELD, PAGE_FIELD } = await import('../../sections/contact-form/ContactFormFields.tsx');
    const posted = new URLSearchParams({
      [PAGE_FIELD]: '/nl/contact',
      fullName: '語'.repeat(form.fields.fullName.maxLength),
      email: `${'a'.repeat(form.fields.email.maxLength - 12)}@example.com`,
      message: '語\r\n'.repeat(form.fields.message.maxLength / 3),
      [CONSENT_FIELD]: 'true',
    });
    expect(Buffer.byteLength(posted.toString())).toBeLessThanOrEqual(CONTACT_FORM_BODY_LIMIT_BYTES);
  });
});
