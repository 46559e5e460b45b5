"""The tournament engine's refusals in the reader's language (issue 24 item 2): every
``TournamentError`` (and other ``EngineError``) raised under ``bot/engine/tournaments/`` names a
message of ``bot/engine/tournaments/locales/``, never an English sentence; a Korean organiser
or player refused by the engine reads Korean, a Japanese one Japanese (simcord, with the locale
shim of ``tests/bot/locales.py``); a match is named in the reader's words; the longest refusals
fit a Discord message."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import bot.engine.app  # noqa: F401  (imports every feature, so every refusal class is defined)
from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.tournaments import texts
from bot.engine.errors import MESSAGE_ID, EngineError
from bot.engine.language import text
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import Format, Result, TournamentError
from tests.bot.conftest import World, bot_messages, note, said
from tests.bot.creating import host_create, notes
from tests.bot.journey import play_in_thread, started
from tests.bot.locales import english_words, hangul, speaking
from tests.engine.tournaments.core.support import play_out, players, settings

ROOT = Path(__file__).resolve().parents[2]
TOURNAMENTS = ROOT / "bot" / "engine" / "tournaments"
KO, JA = Words("ko"), Words("ja")


def _refusal_classes() -> set[str]:
    found, todo = set(), [EngineError]
    while todo:
        kind = todo.pop()
        found.add(kind.__name__)
        todo.extend(kind.__subclasses__())
    return found


def sentences_under(folder: Path, root: Path = ROOT) -> list[str]:
    """Every call of an ``EngineError`` class under ``folder`` whose first argument is not a
    literal message id (an English sentence, an f-string, a variable): where, and what."""
    refusals = _refusal_classes()
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name not in refusals:
                continue
            first = node.args[0] if node.args else None
            value = first.value if isinstance(first, ast.Constant) else None
            if not (isinstance(value, str) and MESSAGE_ID.fullmatch(value)):
                where = f"{path.relative_to(root)}:{node.lineno}"
                found.append(f"{where}: {ast.unparse(first) if first else '(nothing)'}")
    return found


def test_no_refusal_of_the_tournament_engine_is_an_english_sentence() -> None:
    assert TOURNAMENTS.is_dir()
    assert not sentences_under(TOURNAMENTS), "\n".join(sentences_under(TOURNAMENTS))


def test_the_check_finds_a_sentence(tmp_path: Path) -> None:
    """The check above can fail: a sentence, an f-string and a variable are each found."""
    (tmp_path / "refuses.py").write_text(
        "def f(name, key):\n"
        '    raise TournamentError("tournament-over", name=name)\n'
        '    raise BadRequest("That is not a valid role.")\n'
        '    raise TournamentError(f"{name} is over.")\n'
        "    raise NotAllowed(key)\n",
        encoding="utf-8",
    )
    found = sentences_under(tmp_path, tmp_path)
    assert found == [
        "refuses.py:3: 'That is not a valid role.'",
        "refuses.py:4: f'{name} is over.'",
        "refuses.py:5: key",
    ], found


# ---- a match named in the reader's words ---------------------------------------------------


def _tournaments() -> list[T.Tournament]:
    """Played-out tournaments of every shape: brackets of many sizes, a Swiss, a round robin
    with a play-off, a Swiss with a double-elimination top cut."""
    rng = random.Random(7)
    made = []
    for n in (2, 3, 4, 5, 8, 9, 16, 33, 128):
        for fmt in (Format.SINGLE, Format.DOUBLE):
            made.append(
                play_out(T.start(settings(fmt, third_place=fmt is Format.SINGLE), players(n)), rng)
            )
    made.append(play_out(T.start(settings(Format.SWISS, rounds=3), players(9)), rng))
    made.append(play_out(T.start(settings(Format.ROUND_ROBIN), players(4)), rng, draws=True))
    cut = settings(Format.SWISS, rounds=3, top_cut=8, top_cut_format=Format.DOUBLE)
    made.append(play_out(T.start(cut, players(12)), rng))
    return made


def test_a_refusal_names_a_match_as_the_engine_and_the_room_do() -> None:
    """``title`` is ``describe`` as catalogue arguments: its English is ``describe``'s words,
    and in Korean and Japanese it is the room's name of the same match."""
    seen = set()
    for t in _tournaments():
        keys = [p.key for p in T.pairings(t)]
        if not t.format.elimination:  # a Swiss or round robin may end in a play-off
            keys.append(T.PLAYOFF)
        for key in keys:
            args = T.title(t, key)
            seen.add(args["kind"])
            assert text("en", "tournament-match", args) == T.describe(t, key), key
            for code in ("ko", "ja"):
                ours = text(code, "tournament-match", args)
                assert ours == texts.title_in(Words(code), T.describe(t, key)), (code, key)
                later = {f"later_{k}": v for k, v in args.items()}
                assert text(code, "tournament-later-match", later) == ours
    assert seen >= {"board", "final", "semi", "quarter", "match", "w-final", "l-final", "grand"}
    assert seen >= {"w-semi", "w-quarter", "w-match", "l-match", "reset", "third", "playoff"}


def test_an_undo_names_both_matches_in_the_readers_words() -> None:
    """The organiser set semi-final 2; the final was played since: the refusal names both."""
    t = T.start(settings(Format.SINGLE), players(4))
    t = T.record(t, "W1.1", Result.win(0))
    t, _ = T.set_result(t, "W1.2", Result.win(1))
    t = T.record(t, "W2.1", Result.win(0))
    with pytest.raises(TournamentError) as refused:
        T.undo(t)
    english = str(refused.value)
    assert english == (
        "Final was decided after Semi-final 2 was set, so it cannot be undone; set the result "
        "you want instead."
    )
    assert refused.value.in_language("ko").startswith("준결승 2경기의 결과를 입력한 뒤 결승이")
    assert refused.value.in_language("ja").startswith("準決勝 第2試合の結果を入力した後に決勝の")


# ---- Discord's limits ------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_an_undo_listing_every_removed_result_of_128_players_fits_a_message(code: str) -> None:
    """The one refusal with a list in it: the later results an override removed, in a
    played-out double elimination of 128 (every first-round result flipped in turn)."""
    t = play_out(T.start(settings(Format.DOUBLE), players(128)), random.Random(3))
    longest = 0
    for key in [k for k in t.results if k.startswith("W1.")]:
        changed, removed = T.set_result(t, key, t.results[key].result.swapped())  # type: ignore[union-attr]
        assert removed
        with pytest.raises(TournamentError) as refused:
            T.undo(changed)
        said_ = refused.value.in_language(code)
        assert all(k in said_ for k in removed)
        longest = max(longest, len(said_))
    assert longest <= MESSAGE_CHARS, longest


# ---- the server's post when a start is refused -------------------------------------------------


def test_a_start_the_engine_refused_is_told_in_the_servers_language() -> None:
    refusal = TournamentError("tournament-cut-too-big", cut=8, count=6)
    payload = {
        "name": "가을대회",
        "reason": str(refusal),
        "refusal": refusal.message_id,
        "refusal_args": dict(refusal.arguments),
    }
    korean = texts.simple_text("tournament-cancelled", payload, KO)
    assert "상위 8명에는 8명보다 많은 선수가 필요한데, 지금 6명입니다" in korean, korean
    assert hangul(korean) and not english_words(korean), korean
    english = texts.simple_text("tournament-cancelled", payload, Words("en"))
    assert english.endswith("could not start and is cancelled: " + str(refusal)), english
    old = {"name": "가을대회", "reason": str(refusal)}  # a row written before: as it was
    assert texts.simple_text("tournament-cancelled", old, KO).endswith(str(refusal))


# ---- in simcord: the reader's language ---------------------------------------------------------


async def test_a_korean_organiser_refused_by_the_engine_reads_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = await host_create(world, "가을대회", games=["meter"], format="single-elimination")
    assert "가을대회 is created" in said(created)
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    alone = world.guild.add_member(world.env.create_user("선수"))
    await alone.click(sign_up, custom_id=f"arena:tj:{view.id}:join")
    with speaking(monkeypatch, {world.mod.id: "ko", alone.id: "ko"}):
        too_few = said(await world.mod.slash(world.channel, "host start"))
        twice = note(await alone.click(sign_up, custom_id=f"arena:tj:{view.id}:join"))
        not_started = said(await world.mod.slash(world.channel, "host pause"))
    assert too_few == "가을대회 대회를 시작하려면 선수가 적어도 2명 필요한데, 지금 1명입니다.", (
        too_few
    )
    assert twice == "이미 가을대회 대회에 참가했습니다.", twice
    assert not_started == "가을대회 대회는 진행 중이 아니므로 일시 정지할 수 없습니다.", not_started
    for answer in (too_few, twice, not_started):
        assert hangul(answer) and not english_words(answer), answer


async def test_a_korean_organisers_result_for_an_event_that_is_over_is_refused_in_korean(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, people = await started(world, 4, name="결승대회", format="single-elimination")
    stranger = world.guild.add_member(world.env.create_user("구경꾼"))
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        not_in = said(
            await world.mod.slash(world.channel, "host set-result", match="W1.1", winner=stranger)
        )
    assert not_in == "그 선수는 준결승 1경기의 선수가 아닙니다.", not_in  # the match, in Korean
    while True:
        view = await world.bot.tournaments.get(view.id)
        live = [p for p in view.lives if p.live and p.match_id is not None]
        if not live:
            break
        await play_in_thread(world, people, live[0].match_id)  # type: ignore[arg-type]
    assert view.record.phase.over
    winner = next(iter(people.values()))
    with speaking(monkeypatch, {world.mod.id: "ko"}):
        over = said(
            await world.mod.slash(world.channel, "host set-result", match="W2.1", winner=winner)
        )
    assert over == "결승대회 대회는 끝났습니다.", over


async def test_a_japanese_player_refused_by_the_engine_reads_japanese(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = await host_create(world, "春の大会", games=["meter"])
    assert "春の大会 is created" in said(created)
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    player = world.guild.add_member(world.env.create_user("花子"))
    other = world.guild.add_member(world.env.create_user("太郎"))
    with speaking(monkeypatch, {player.id: "ja", other.id: "ja"}):
        await player.click(sign_up, custom_id=f"arena:tj:{view.id}:join")
        twice = note(await player.click(sign_up, custom_id=f"arena:tj:{view.id}:join"))
        never = note(await other.click(sign_up, custom_id=f"arena:tj:{view.id}:leave"))
    assert twice == "あなたはもう 春の大会 に参加しています。", twice
    assert never == "あなたは 春の大会 に参加していません。", never


async def test_a_japanese_organisers_start_time_is_refused_in_japanese_in_the_draft(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ``/host create`` form: a start the engine cannot read is refused in the reader's
    language, and the draft stays open."""
    with speaking(monkeypatch, {world.mod.id: "ja"}):
        refused = await host_create(world, "夏の大会", games=["meter"], starts_at="25:00")
    answer = notes(refused)
    assert answer == "25:00 は時刻ではありません（00:00〜23:59）。", answer
    assert await world.bot.tournaments.find(world.guild.id, world.channel.id) is None
