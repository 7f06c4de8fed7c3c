import { describe, expect, it } from 'vitest';
import { REGISTRY } from './constants';
import { messages } from './messages';
import { normaliseCsvHeader, readRegistryCsv, registryCsvColumns } from './registry-csv';

const text = messages.registry;

describe('the registry CSV header rule', () => {
  it.each([
    [['question', 'response']],
    [['Response', 'Question']],
    [['Response ', ' QUESTION']],
    [['\uFEFFQuestion', 'Response']],
    [['Ques tion', 'Res\tponse']],
    [['Question', 'Response', '']],
    [['Question', '  ', 'Response']],
  ])('accepts %j', (fields) => {
    expect(registryCsvColumns(fields)).not.toBeNull();
  });

  it.each([
    [['question']],
    [['question', 'answer']],
    [['question', 'question']],
    [['question', 'response', 'notes']],
    [['questions', 'responses']],
    [[]],
  ])('refuses %j', (fields) => {
    expect(registryCsvColumns(fields)).toBeNull();
  });

  it('names the original fields, so records keyed by them can be read', () => {
    expect(registryCsvColumns(['Response ', ' QUESTION'])).toEqual({
      question: ' QUESTION',
      response: 'Response ',
    });
  });

  it('ignores case, every kind of space and a byte-order mark when normalising', () => {
    expect(normaliseCsvHeader('\uFEFF Que\u00A0stion\r\n')).toBe('question');
  });
});

describe('reading registry rows from a parsed CSV', () => {
  const fields = ['Response ', ' QUESTION'];

  it('maps each line to a question and response whatever the column order', () => {
    const reading = readRegistryCsv(fields, [
      { 'Response ': 'We pay twice a year.', ' QUESTION': 'When are dividends paid?' },
    ]);
    expect(reading).toEqual({
      ok: true,
      rows: [{ question: 'When are dividends paid?', response: 'We pay twice a year.' }],
    });
  });

  it('trims spaces around each field and keeps line breaks inside one', () => {
    const reading = readRegistryCsv(fields, [
      { 'Response ': '  Line one\nLine two  ', ' QUESTION': '  Two lines?  ' },
    ]);
    expect(reading).toEqual({
      ok: true,
      rows: [{ question: 'Two lines?', response: 'Line one\nLine two' }],
    });
  });

  it('drops lines with neither field and keeps lines with one, for the review to mark', () => {
    const reading = readRegistryCsv(fields, [
      { 'Response ': '   ', ' QUESTION': '' },
      { ' QUESTION': 'Only a question?' },
      { 'Response ': 'Only a response.', ' QUESTION': ' ' },
    ]);
    expect(reading).toEqual({
      ok: true,
      rows: [
        { question: 'Only a question?', response: '' },
        { question: '', response: 'Only a response.' },
      ],
    });
  });

  it('refuses wrong headers with the spec message', () => {
    expect(readRegistryCsv(['Question', 'Answer'], [{ Question: 'q', Answer: 'a' }])).toEqual({
      ok: false,
      message: text.csvHeaders,
    });
  });

  it('refuses a file with headers but no questions', () => {
    expect(readRegistryCsv(fields, [{ 'Response ': '', ' QUESTION': '' }])).toEqual({
      ok: false,
      message: text.csvNoRows,
    });
  });

  it(`accepts ${REGISTRY.importMaxRows} questions and refuses one more`, () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ question: `Q${i}`, response: `R${i}` }));
    const fieldsInOrder = ['question', 'response'];
    expect(readRegistryCsv(fieldsInOrder, lines(REGISTRY.importMaxRows)).ok).toBe(true);
    expect(readRegistryCsv(fieldsInOrder, lines(REGISTRY.importMaxRows + 1))).toEqual({
      ok: false,
      message: text.csvTooManyRows(REGISTRY.importMaxRows),
    });
  });
});
