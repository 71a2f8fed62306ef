import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { NominationWindowPanel } from '../../../src/components/console/NominationWindowPanel';
import {
  NominationGroupsView,
  type NominationCategoryGroups,
  type NominationGroupsViewProps,
} from '../../../src/components/views/console/NominationGroupsView';
import { adminMessages } from '../../../src/domain/adminMessages';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import {
  chooseFinalists,
  mergeGroups,
  nameGroup,
  splitGroup,
} from '../../../src/domain/nominations';
import { nominationsAdminMessages } from '../../../src/domain/nominationsAdminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { EMPTY_CATEGORY, GROUPED_CATEGORIES, UNCHOSEN_CATEGORIES } from '../../awardsFixtures';

const text = awardsMessages.groups;

/** The story applies the operator's operations with the domain's functions, as the container will. */
function StatefulGroupsView(props: NominationGroupsViewProps) {
  const [categories, setCategories] = useState(props.categories ?? []);
  const update = (id: number, change: (c: NominationCategoryGroups) => NominationCategoryGroups) =>
    setCategories((now) => now.map((c) => (c.id === id ? change(c) : c)));
  return (
    <NominationGroupsView
      {...props}
      categories={categories}
      onMerge={(id, ids) => {
        props.onMerge(id, ids);
        update(id, (c) => ({ ...c, groups: mergeGroups(c.groups, ids.slice(1), ids[0]!) }));
      }}
      onSplit={(id, groupId, texts) => {
        props.onSplit(id, groupId, texts);
        update(id, (c) => ({ ...c, groups: splitGroup(c.groups, groupId, texts) }));
      }}
      onName={(id, groupId, name) => {
        props.onName(id, groupId, name);
        update(id, (c) => ({ ...c, groups: nameGroup(c.groups, groupId, name) }));
      }}
      onFinalist={(id, groupId, on) => {
        props.onFinalist(id, groupId, on);
        update(id, (c) => ({
          ...c,
          finalists: on ? [...c.finalists, groupId] : c.finalists.filter((g) => g !== groupId),
          tiedAtCut: [],
        }));
      }}
      onChooseTop={(id) => {
        props.onChooseTop(id);
        update(id, (c) => {
          const chosen = chooseFinalists(c.groups);
          return {
            ...c,
            finalists: chosen.finalists.map((g) => g.id),
            tiedAtCut: chosen.tiedAtCut.map((g) => g.id),
          };
        });
      }}
    />
  );
}

const meta = {
  title: 'Views/Console/NominationGroupsView',
  component: NominationGroupsView,
  tags: ['autodocs'],
  args: {
    phase: 'closed',
    categories: UNCHOSEN_CATEGORIES,
    onMerge: fn(),
    onSplit: fn(),
    onName: fn(),
    onFinalist: fn(),
    onChooseTop: fn(),
    onPublish: fn(),
  },
  render: (args) => <StatefulGroupsView {...args} />,
} satisfies Meta<typeof NominationGroupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While nominations are open only the number received shows: no group, no count per company. */
export const Sealed: Story = {
  args: { phase: 'open', received: 1280, categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.sealed(1280))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * Closed: each category's groups, most named first, with their spellings ("Padaria do Zé",
 * "padaria do ze", "Pad. do Zé Ltda." as one, named as the member list writes it). Merging two
 * selected groups adds their counts; Publicar stays off until every category has a finalist.
 */
export const Grouped: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bakery = within(canvas.getByRole('region', { name: 'Padarias e Confeitarias' }));
    const rows = bakery.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Padaria do Zé Ltda.');
    await expect(rows[0]).toHaveTextContent(text.count(18));
    await expect(rows[0]).toHaveTextContent('Pad. do Zé Ltda.');
    await expect(canvas.getByRole('button', { name: text.publish })).toBeDisabled();
    await expect(canvas.getByText(text.publishHint)).toBeVisible();
    await userEvent.click(bakery.getByRole('checkbox', { name: text.select('Padaria Sol') }));
    await userEvent.click(bakery.getByRole('checkbox', { name: text.select('Padaria Só') }));
    await userEvent.click(bakery.getByRole('button', { name: text.merge }));
    await expect(args.onMerge).toHaveBeenCalledWith(1, [2, 4]);
    await expect(bakery.getAllByRole('listitem')[1]).toHaveTextContent(text.count(9));
  },
};

/** Separar: the chosen spellings leave for a group of their own. */
export const Split: Story = {
  args: {
    categories: UNCHOSEN_CATEGORIES.map((c) =>
      c.id === 1 ? { ...c, groups: mergeGroups(c.groups, [4], 2) } : c,
    ),
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const bakery = within(canvas.getByRole('region', { name: 'Padarias e Confeitarias' }));
    const sol = within(bakery.getAllByRole('listitem')[1]!);
    await expect(sol.getByText('Padaria Sol')).toBeVisible();
    await userEvent.click(sol.getByRole('button', { name: text.split }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: text.splitConfirm })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: `Padaria Só (${text.count(2)})` }));
    await userEvent.click(dialog.getByRole('button', { name: text.splitConfirm }));
    await expect(args.onSplit).toHaveBeenCalledWith(1, 2, ['Padaria Só']);
    await expect(bakery.getByText('Padaria Só')).toBeVisible();
  },
};

/** Renomear checks the name by the catalogue's rule before answering. */
export const Rename: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const bakery = within(canvas.getByRole('region', { name: 'Padarias e Confeitarias' }));
    await userEvent.click(bakery.getAllByRole('button', { name: text.rename })[0]!);
    const body = within(canvasElement.ownerDocument.body);
    const field = body.getByRole('textbox', { name: text.renameLabel });
    await userEvent.clear(field);
    await userEvent.click(body.getByRole('button', { name: adminMessages.catalog.save }));
    await expect(field).toHaveAccessibleDescription(adminMessages.catalog.nameRequired);
    await userEvent.type(field, 'Padaria do Zé');
    await userEvent.click(body.getByRole('button', { name: adminMessages.catalog.save }));
    await expect(args.onName).toHaveBeenCalledWith(1, 1, 'Padaria do Zé');
    await expect(bakery.getAllByRole('listitem')[0]).toHaveTextContent('Padaria do Zé');
  },
};

/**
 * 'Escolher as 5 mais indicadas' in Farmácias: a five-way tie at the last place keeps all of them,
 * marked, with a notice; then Publicar asks before making the ballot the catalogue.
 */
export const FinalistsWithTie: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    for (const name of ['Padarias e Confeitarias', 'Farmácias']) {
      const region = within(canvas.getByRole('region', { name }));
      await userEvent.click(region.getByRole('button', { name: text.chooseTop(5) }));
    }
    const pharmacies = within(canvas.getByRole('region', { name: 'Farmácias' }));
    await expect(pharmacies.getByText(text.tieNotice(5))).toBeVisible();
    await expect(pharmacies.getAllByText(text.tie)).toHaveLength(5);
    await expect(pharmacies.getByText(new RegExp(text.finalistsCount(7)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.publish }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByText(text.publishConfirm(11, 2))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.publishYes }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

/**
 * A category nobody nominated in says so: it keeps its catalogue companies (as the server does),
 * so it does not hold the ballot back; the confirmation counts the categories with finalists.
 */
export const EmptyCategory: Story = {
  args: { categories: [...GROUPED_CATEGORIES, EMPTY_CATEGORY] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const optics = within(canvas.getByRole('region', { name: 'Óticas' }));
    await expect(optics.getByText(text.emptyCategory)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.publish }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByText(text.publishConfirm(11, 2))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.cancel }));
  },
};

/** No phase yet: the page is its window (phaseControl, NominationWindowPanel), nothing else. */
export const NoPhaseYet: Story = {
  args: {
    phase: 'none',
    categories: [],
    phaseControl: (
      <NominationWindowPanel
        phase="none"
        opensAtField={{ name: 'nominations-opensAt', value: '', onChange: fn() }}
        closesAtField={{ name: 'nominations-closesAt', value: '', onChange: fn() }}
        onSave={fn()}
        onCloseNow={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(nominationsAdminMessages.window.none)).toBeVisible();
    await expect(canvas.queryByText(text.sealed(0))).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.publish })).toBeNull();
  },
};

/** Published: read only, nothing to change. */
export const Published: Story = {
  args: { phase: 'published', categories: GROUPED_CATEGORIES },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.published)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.publish })).toBeNull();
    for (const button of canvas.getAllByRole('button', { name: text.rename })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Failed: Story = {
  args: { categories: GROUPED_CATEGORIES, error: text.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.failed)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { categories: GROUPED_CATEGORIES },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
