import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A button that opens the file chooser of a hidden file input (kept out of the tab order and
 * the accessibility tree: the button is what people and screen readers use; tests fill the
 * input with setInputFiles through its test id).
 */
export function FilePickButton({
  accept,
  onPick,
  children,
  testId,
  disabled,
  ...button
}: {
  accept: string;
  onPick: (file: File) => void;
  children: ReactNode;
  testId?: string;
} & Omit<ButtonProps, 'children' | 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button disabled={disabled} onClick={() => input.current?.click()} {...button}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

/** Spec 5: pictures .png .jpg .jpeg, videos .mp4. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const VIDEO_ACCEPT = '.mp4,video/mp4';

export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension));
}
