import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryLoading } from './CategoryRoute';

describe('A category page while its code loads', () => {
  it('shows the category as the level-one heading above the loading grid', () => {
    render(<CategoryLoading category={{ name: 'Smartphones', path: '/smartphones' }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
