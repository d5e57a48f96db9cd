import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletListIcon from '@mui/icons-material/FormatListBulleted';
import OrderedListIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Divider, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';

// Only what the server keeps (sanitize-content-html.ts): no code, strike or underline, which it would drop on save.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The server keeps href and title only.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

type ToolState = ReturnType<typeof toolState>;

function toolState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolButton(props: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={props.label}
      {...(props.pressed === undefined ? {} : { 'aria-pressed': props.pressed })}
      disabled={props.disabled ?? false}
      onClick={props.onClick}
      // The editor keeps its selection: the button acts on what is selected there.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        borderRadius: 1,
        minWidth: 40,
        height: 40,
        color: 'text.primary',
        ...(props.pressed ? { bgcolor: 'action.selected', color: 'primary.dark' } : {}),
      }}
    >
      {props.children}
    </IconButton>
  );
}

function Toolbar({ editor, state, controls }: { editor: Editor; state: ToolState; controls: string }) {
  const { t } = useTranslation('admin');
  const dialog = useDialog();
  const chain = () => editor.chain().focus();
  const editLink = async () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    try {
      const href = (
        await dialog.prompt({
          title: t('policyEditor.toolbar.linkTitle'),
          message: t('policyEditor.toolbar.linkHelp'),
          label: t('policyEditor.toolbar.linkAddress'),
          defaultValue: current,
        })
      ).trim();
      if (href === '') chain().extendMarkRange('link').unsetLink().run();
      else chain().extendMarkRange('link').setLink({ href }).run();
    } catch (error) {
      if (!isDialogDismissed(error)) throw error;
      editor.commands.focus();
    }
  };
  const heading = (level: 2 | 3) => (
    <ToolButton
      label={t(`policyEditor.toolbar.h${level}`)}
      pressed={state[`h${level}`]}
      onClick={() => chain().toggleHeading({ level }).run()}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 15 }} aria-hidden>
        H{level}
      </Typography>
    </ToolButton>
  );
  return (
    <Stack
      role="toolbar"
      aria-label={t('policyEditor.toolbar.label')}
      aria-controls={controls}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, alignItems: 'center' }}
    >
      <ToolButton
        label={t('policyEditor.toolbar.bold')}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <BoldIcon />
      </ToolButton>
      <ToolButton
        label={t('policyEditor.toolbar.italic')}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <ItalicIcon />
      </ToolButton>
      {heading(2)}
      {heading(3)}
      <ToolButton
        label={t('policyEditor.toolbar.bulletList')}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <BulletListIcon />
      </ToolButton>
      <ToolButton
        label={t('policyEditor.toolbar.orderedList')}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <OrderedListIcon />
      </ToolButton>
      <ToolButton label={t('policyEditor.toolbar.link')} pressed={state.link} onClick={() => void editLink()}>
        <LinkIcon />
      </ToolButton>
      <ToolButton label={t('policyEditor.toolbar.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon />
      </ToolButton>
      <ToolButton label={t('policyEditor.toolbar.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon />
      </ToolButton>
    </Stack>
  );
}

type RichTextEditorProps = {
  /** HTML; a value that differs from the editor's own (a restored version, the text saved) replaces its content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  error?: string | undefined;
  /** Lets a form focus the editor (react-hook-form's field ref). */
  focusRef?: (element: { focus: () => void } | null) => void;
};

/** Tiptap 3 with the toolbar of issue 18's policy editor; loaded only with the pages that use it. */
export function RichTextEditor({ value, onChange, onBlur, label, error, focusRef }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const contentId = `${id}-content`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) });

  useEffect(() => {
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    focusRef?.({ focus: () => editor.commands.focus() });
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} component="span" variant="subtitle2">
        {label}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          borderColor: error ? 'error.main' : 'grey.500',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Toolbar editor={editor} state={state} controls={contentId} />
        <Divider />
        <Box
          sx={(theme) => ({
            '& .tiptap': {
              ...theme.typography.body1,
              minHeight: 280,
              maxHeight: '60vh',
              overflowY: 'auto',
              px: 2,
              py: 1.5,
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
              '& h2': { ...theme.typography.h5, mt: 3, mb: 1 },
              '& h3': { ...theme.typography.h6, mt: 2, mb: 1 },
              '& p': { mt: 0, mb: 1.5 },
              '& ul, & ol': { pl: 3 },
              '& a': { color: 'primary.dark', textDecoration: 'underline' },
            },
          })}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
