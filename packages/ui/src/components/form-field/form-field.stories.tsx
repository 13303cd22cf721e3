import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Input } from '../input/input';
import { Label } from '../label/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { FormField, FormFieldset } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Email', required: true, children: <Input type="email" placeholder="you@company.com" /> },
  render: (args) => (
    <div className="max-w-sm">
      <FormField {...args} />
    </div>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We only use it to reply to you.' } };
export const WithError: Story = {
  args: { error: 'Invalid email address', children: <Input type="email" defaultValue="founder@" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};
export const Disabled: Story = { args: { children: <Input type="email" disabled defaultValue="founder@example.com" /> } };

type ContactValues = { name: string; email: string; companySize: string; services: string[]; description: string };
const services = ['Legal Services', 'Tax Filing', 'Accounting & Bookkeeping'];

function ContactFormExample() {
  const { register, control, handleSubmit, formState } = useForm<ContactValues>({
    defaultValues: { name: '', email: '', companySize: '', services: [], description: '' },
  });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(() => {})} className="flex max-w-md flex-col gap-5">
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...register('name', { required: 'Name is required' })} />
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        <Input
          type="email"
          {...register('email', {
            pattern: { value: /^\S+@\S+\.\S+$/, message: 'Invalid email address' },
            required: 'Invalid email address',
          })}
        />
      </FormField>
      <Controller
        control={control}
        name="companySize"
        rules={{ required: 'Please select company size' }}
        render={({ field }) => (
          <FormField label="Company Size" required error={errors.companySize?.message}>
            {(controlProps) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select company size" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="less than 10">Fewer than 10 employees</SelectItem>
                  <SelectItem value="10-100">10–100 employees</SelectItem>
                  <SelectItem value="100+">More than 100 employees</SelectItem>
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="services"
        rules={{ validate: (value) => value.length > 0 || 'Please select at least one service' }}
        render={({ field }) => (
          <FormFieldset legend="Services Interested In" required error={errors.services?.message}>
            {services.map((service) => (
              <div key={service} className="flex items-center gap-2">
                <Checkbox
                  id={`svc-${service}`}
                  checked={field.value.includes(service)}
                  onCheckedChange={(checked) =>
                    field.onChange(checked ? [...field.value, service] : field.value.filter((s) => s !== service))
                  }
                />
                <Label htmlFor={`svc-${service}`}>{service}</Label>
              </div>
            ))}
          </FormFieldset>
        )}
      />
      <FormField label="Additional Details" required error={errors.description?.message}>
        <Textarea
          placeholder="Tell us more about your needs..."
          {...register('description', {
            minLength: { value: 10, message: 'Description must be at least 10 characters' },
            required: 'Description must be at least 10 characters',
          })}
        />
      </FormField>
      <Button type="submit">Submit</Button>
    </form>
  );
}

export const ContactFormErrors: Story = {
  render: () => <ContactFormExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByRole('combobox', { name: 'Company Size' })).toHaveAccessibleDescription('Please select company size');
    await expect(canvas.getByRole('group', { name: 'Services Interested In' })).toHaveAccessibleDescription(
      'Please select at least one service',
    );
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  },
};
