import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { areaOf } from '@estate/contracts';
import { preloadableLazy } from '@estate/platform';
import { NotFoundPage, PageLoader } from '@estate/platform/ui';
import { ShellLayout } from './layout/ShellLayout.js';
import { RemoteArea } from './areas/RemoteArea.js';

// The account screens are loaded when one of them is opened, not with the home page; sign-in on its own,
// without the form kit that registration and the password screens bring.
const LoginPage = preloadableLazy(() => import('./features/auth/login.js').then((m) => ({ default: m.LoginPage })));
const loadAuth = () => import('./features/auth/index.js');
const RegisterPage = preloadableLazy(() => loadAuth().then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = preloadableLazy(() => loadAuth().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = preloadableLazy(() => loadAuth().then((m) => ({ default: m.ResetPasswordPage })));

/** The shell's own screens, by path. */
const accountScreens = {
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
} as const;

/** Loads the account screen at this path, if it is one, before the first render (see preloadArea). */
export async function preloadAccountScreen(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/|\/$/g, '') as keyof typeof accountScreens;
  await accountScreens[path]?.preload().catch(() => undefined);
}

/** Picks the remote that owns the path; the remote's own <Routes> then match under it. */
function AreaSwitch() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  return area ? <RemoteArea name={area} /> : <NotFoundPage />;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {Object.entries(accountScreens).map(([path, Screen]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageLoader />}>
                <Screen />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<AreaSwitch />} />
      </Route>
    </Routes>
  );
}
