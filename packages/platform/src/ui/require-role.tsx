import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@estate/contracts';
import { useAuth } from '@estate/platform';
import { AccessDeniedPage } from './pages/AccessDeniedPage.js';
import { PageLoader } from './pages/PageLoader.js';

/** Sends a signed-out visitor to /login and back here after sign-in. */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) {
    if (fallback) return <>{fallback}</>;
    // Signing out from this page: the sign-out action is taking the visitor elsewhere.
    if (signedOut) return <PageLoader />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <>{children}</>;
}

/** Shows 'Access denied to this page' to a signed-in user without one of the roles. */
export function RequireRole({
  roles,
  children,
  deniedMessage,
}: {
  roles: readonly Role[];
  children: ReactNode;
  deniedMessage?: string;
}) {
  const { user } = useAuth();
  return (
    <RequireAuth>
      {user && roles.includes(user.role) ? children : <AccessDeniedPage message={deniedMessage} />}
    </RequireAuth>
  );
}
