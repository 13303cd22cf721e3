import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../card/card';

export type ServiceCardProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The call to action, usually the app's router link: `<Link to="/services/legal">Learn More</Link>`. */
  action?: React.ReactNode;
};

function ServiceCard({ icon, title, description, action, className, ...props }: ServiceCardProps) {
  return (
    <Card data-slot="service-card" className={cn('h-full transition-shadow hover:shadow-card-hover', className)} {...props}>
      <CardHeader>
        {icon && (
          <span
            aria-hidden="true"
            className="mb-2 inline-flex size-12 items-center justify-center rounded-control bg-navy-50 text-primary [&_svg]:size-6"
          >
            {icon}
          </span>
        )}
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {action && <CardFooter className="pt-2">{action}</CardFooter>}
    </Card>
  );
}

export { ServiceCard };
