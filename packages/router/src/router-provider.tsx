import { flushSync } from 'react-dom';
import { RouterProvider as BaseRouterProvider, type RouterProviderProps } from 'react-router';

/**
 * What `react-router/dom` exports, built on the same `react-router` entry as every other export here:
 * importing `react-router/dom` loads a second copy of react-router under Node (the tests), whose
 * context the first copy's hooks cannot see.
 */
export function RouterProvider(props: Omit<RouterProviderProps, 'flushSync'>) {
  return (
    <BaseRouterProvider
      flushSync={(update) => {
        flushSync(update);
      }}
      {...props}
    />
  );
}
