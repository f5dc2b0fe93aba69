import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';
import { registerSessionHandlers } from './session-actions';

registerSessionHandlers();

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
