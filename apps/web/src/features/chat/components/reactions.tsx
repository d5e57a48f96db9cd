import AddReactionIcon from '@mui/icons-material/AddReactionOutlined';
import { Box, Chip, IconButton, Popover, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@kinderly/shared';

type ChatReaction = ChatMessage['reactions'][number];

/** The picker's choice: a few common emoji (one reaction per person per message, ADR 024). */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

type Counted = { unicode: string; count: number; mine: boolean };

function countReactions(reactions: ChatReaction[], myUserId: string): Counted[] {
  const counted = new Map<string, Counted>();
  for (const reaction of reactions) {
    const entry = counted.get(reaction.unicode) ?? { unicode: reaction.unicode, count: 0, mine: false };
    entry.count += 1;
    entry.mine ||= reaction.userId === myUserId;
    counted.set(reaction.unicode, entry);
  }
  return [...counted.values()];
}

/** The reactions as chips with their counts; one's own is pressed, and pressing a chip toggles one's own. */
export function ReactionChips({
  reactions,
  myUserId,
  onToggle,
  disabled,
}: {
  reactions: ChatReaction[];
  myUserId: string;
  onToggle: (unicode: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  if (reactions.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('message.reactions')}
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {countReactions(reactions, myUserId).map(({ unicode, count, mine }) => (
        <li key={unicode}>
          <Chip
            size="small"
            variant={mine ? 'filled' : 'outlined'}
            color={mine ? 'primary' : 'default'}
            label={`${unicode} ${count}`}
            aria-pressed={mine}
            aria-label={`${t('message.reactionChip', { emoji: unicode, count })}${mine ? ` ${t('message.yours')}` : ''}`}
            onClick={() => onToggle(unicode)}
            disabled={disabled}
            sx={mine ? undefined : { bgcolor: 'background.paper' }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** A button that opens the small emoji picker. */
export function ReactionPicker({
  mine,
  onPick,
  disabled,
}: {
  mine: string | null;
  onPick: (unicode: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('message.react')}
        aria-haspopup="true"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        <AddReactionIcon fontSize="small" />
      </IconButton>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Box role="group" aria-label={t('message.react')} sx={{ display: 'flex', p: 0.5 }}>
          {REACTION_EMOJI.map((unicode) => (
            <IconButton
              key={unicode}
              aria-label={t('message.reactWith', { emoji: unicode })}
              aria-pressed={mine === unicode}
              onClick={() => {
                setAnchor(null);
                onPick(unicode);
              }}
              sx={{ fontSize: '1.25rem', ...(mine === unicode && { bgcolor: 'action.selected' }) }}
            >
              {unicode}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
