import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

it('composes its parts, each with a data-slot', () => {
  render(
    <Card>
      <CardHeader>
        <CardTitle>Basic</CardTitle>
        <CardDescription>For new companies</CardDescription>
      </CardHeader>
      <CardContent>Body</CardContent>
      <CardFooter>Footer</CardFooter>
    </Card>,
  );
  expect(screen.getByRole('heading', { name: 'Basic' })).toHaveAttribute('data-slot', 'card-title');
  expect(screen.getByText('Body').closest('[data-slot="card"]')).not.toBeNull();
});

it('renders the given element with asChild', () => {
  render(
    <Card asChild>
      <li>Item</li>
    </Card>,
  );
  expect(screen.getByRole('listitem')).toHaveAttribute('data-slot', 'card');
});
