import { Paper, type PaperProps, VisuallyHidden } from '@mantine/core';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import classes from './drop-area.module.css';

interface DropAreaProps {
  /** The id of the file input, for a `<label htmlFor>` inside or beside the area. */
  inputId: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Draws the area's border red (the error itself is shown by the caller). */
  hasError?: boolean;
  /** The input's accessible name when no `<label>` names it. */
  inputLabel?: string;
  /** The id of the text describing the input (its error). */
  describedBy?: string;
  p?: PaperProps['p'];
  testId: string;
  /** Files dropped or chosen (never called with none, nor while disabled). */
  onFiles: (files: File[]) => void;
  /** The area's content; `openPicker` opens the file dialog (for a real, keyboard-reachable button). */
  children: (openPicker: () => void) => ReactNode;
}

/**
 * A dashed area to drop files on, with a hidden file input behind a button of the caller's: the
 * upload screens of data sources (one file) and Ask Docs (several) share it.
 */
export function DropArea(props: DropAreaProps) {
  const { inputId, accept, multiple, disabled, onFiles } = props;
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    const files = multiple ? dropped : dropped.slice(0, 1);
    if (files.length > 0 && !disabled) onFiles(files);
  };

  return (
    <Paper
      className={classes.zone}
      data-active={isDragging || undefined}
      data-error={props.hasError || undefined}
      p={props.p ?? 'xl'}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      data-testid={props.testId}
    >
      {props.children(() => input.current?.click())}
      <VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          aria-label={props.inputLabel}
          aria-describedby={props.describedBy}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // Cleared so choosing the same file again (after fixing it) still counts.
            event.currentTarget.value = '';
            if (chosen.length > 0) onFiles(chosen);
          }}
        />
      </VisuallyHidden>
    </Paper>
  );
}
