import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { FilterTiles, type FilterTile } from './filter-tiles.tsx';

const tiles: FilterTile[] = [
  { id: 1, name: 'Under $40 a day', description: 'Home daycares.', icon: 'savings', payment: '< $40' },
  { id: 2, name: '$40 to $60 a day', description: null, icon: 'payments', payment: '$40-$60' },
  { id: 3, name: 'Drop-in', description: null, icon: 'schedule', disabled: true },
];

function Harness({ onInfo }: { onInfo?: (tile: FilterTile) => void }) {
  const [selected, setSelected] = useState<number[]>([2]);
  return (
    <>
      <FilterTiles label="Daily payment" tiles={tiles} selected={selected} onChange={setSelected} onInfo={onInfo} />
      <output>{selected.join(',')}</output>
    </>
  );
}

describe('the waitlist filter panel (SPEC section 2)', () => {
  it('shows each tile with its name, description and payment range, and toggles it', async () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Daily payment' });
    const under = screen.getByRole('button', { name: /Under \$40 a day/ });
    expect(group).toContainElement(under);
    expect(under).toHaveTextContent('< $40');
    expect(under).toHaveTextContent('Home daycares.');
    expect(under).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /\$40 to \$60/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(under);
    expect(under).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2,1');
    await userEvent.click(screen.getByRole('button', { name: /\$40 to \$60/ }));
    expect(screen.getByRole('status')).toHaveTextContent(/^1$/);
    expect(screen.getByRole('button', { name: /Drop-in/ })).toBeDisabled();
  });

  it('offers an info button per tile only when the page has details to show', async () => {
    const onInfo = vi.fn();
    const { unmount } = renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: /^About/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness onInfo={onInfo} />);
    await userEvent.click(screen.getByRole('button', { name: 'About Under $40 a day' }));
    expect(onInfo).toHaveBeenCalledWith(tiles[0]);
  });
});
