import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from 'antd/es/button';

/** A button-looking link: a real <a href> (opens in a new tab, is announced as a link) that navigates client-side. */
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as MouseEvent<HTMLAnchorElement & HTMLButtonElement>);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={handleClick} />;
}
