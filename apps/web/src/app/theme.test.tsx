import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/testing/render-with-mantine';

describe('the theme', () => {
  it('makes every spinner a status, so the name it is given is announced', () => {
    renderWithMantine(<Loader aria-label="Loading the note" />);
    expect(screen.getByRole('status', { name: 'Loading the note' })).toBeInTheDocument();
  });
});
