import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

const selectionIn = (scope: string) =>
  renderHook(({ scope }) => useSelection(scope), { initialProps: { scope } });

describe('useSelection', () => {
  it('ticks and unticks items one at a time', () => {
    const { result } = selectionIn('outstanding');
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    act(() => result.current.toggle('a'));
    expect([...result.current.ids]).toEqual(['b']);
    expect(result.current.count).toBe(1);
    expect(result.current.isSelected('b')).toBe(true);
    expect(result.current.isSelected('a')).toBe(false);
  });

  it('selects all it is given, lets go of the items an action changed, and clears', () => {
    const { result } = selectionIn('all');
    act(() => result.current.selectAll(['a', 'b', 'c']));
    act(() => result.current.remove(['a', 'c']));
    expect([...result.current.ids]).toEqual(['b']);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('starts empty again in another view, so a bulk action never reaches hidden items', () => {
    const { result, rerender } = selectionIn('search: agm');
    act(() => result.current.toggle('a'));
    rerender({ scope: 'search: dividend' });
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle('b'));
    expect([...result.current.ids]).toEqual(['b']);
  });
});
