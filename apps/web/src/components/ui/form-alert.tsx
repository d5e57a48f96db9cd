import { Alert, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';

type FormAlertProps = {
  messages: readonly string[];
  severity?: AlertColor;
  children?: ReactNode;
};

/** Form-level messages (server errors no field owns). Alert's role="alert" announces them when they appear. */
export function FormAlert({ messages, severity = 'error', children }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert severity={severity} sx={{ '& ul': { m: 0, pl: 2 } }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </Alert>
  );
}
