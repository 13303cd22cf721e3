import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Cards/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Pro</CardTitle>
        <CardDescription>For growing companies</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold text-navy-900">Starts from $549</p>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Get started</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { render: (args) => <Card {...args} className="h-32 max-w-sm" /> };

/** The looks a caller picks by prop: tighter padding on a phone, none for a picture to the edges, a wider gap, the muted tone; and the small title. */
export const Looks: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <Card padding="responsive">
        <CardTitle size="sm">padding=&quot;responsive&quot;</CardTitle>
        <CardDescription>20 px on a phone, 24 px from 640 px up.</CardDescription>
      </Card>
      <Card padding="none" className="overflow-hidden">
        <div aria-hidden="true" className="aspect-video bg-navy-100" />
        <div className="px-6 pb-6">
          <CardTitle size="sm">padding=&quot;none&quot;</CardTitle>
        </div>
      </Card>
      <Card gap={6}>
        <CardTitle size="sm">gap=&#123;6&#125;</CardTitle>
        <CardDescription>24 px between its parts.</CardDescription>
      </Card>
      <Card tone="muted" gap={5}>
        <CardTitle size="sm">tone=&quot;muted&quot; gap=&#123;5&#125;</CardTitle>
        <CardDescription>A side panel beside the page's text.</CardDescription>
      </Card>
    </div>
  ),
};
