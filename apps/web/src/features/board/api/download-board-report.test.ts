import { describe, expect, it } from 'vitest';
import { pageCounter } from './download-board-report';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('counting the pages of a PDF as it arrives', () => {
  it('counts each page dictionary but not the page tree, even when a marker is cut between chunks', () => {
    const count = pageCounter();
    expect(count(bytes('%PDF-1.3\n1 0 obj\n<<\n/Type /Page\n/Parent 2 0 R'))).toBe(1);
    expect(count(bytes('>>\nendobj\n3 0 obj\n<<\n/Type /Pa'))).toBe(1);
    expect(count(bytes('ge\n/Parent 2 0 R\n>>\n4 0 obj\n<<\n/Type /Pag'))).toBe(2);
    expect(count(bytes('es\n/Count 2\n>>\n%%EOF'))).toBe(2);
  });
});
