# The tournament engine's refusals (bot/engine/tournaments/): every TournamentError, BadRequest,
# NotAllowed, StaleRequest and NotYourMatch raised there names one of these messages.
# A match's name is { tournament-match } (arguments kind, round, index: core/value.py `title`);
# a second match in the same sentence is { tournament-later-match } (later_kind, later_round,
# later_index). Ids that are numbers go in as strings; counts as numbers.

tournament-match = { $kind ->
    [board] { $round }라운드 { $index }번 대진
    [match] { $round }라운드 { $index }경기
    [w-match] 승자조 { $round }라운드 { $index }경기
    [l-match] 패자조 { $round }라운드 { $index }경기
    [l-final] 패자조 결승
    [final] 결승
    [w-final] 승자조 결승
    [semi] 준결승 { $index }경기
    [w-semi] 승자조 준결승 { $index }경기
    [quarter] 8강 { $index }경기
    [w-quarter] 승자조 8강 { $index }경기
    [grand] 최종 결승
    [reset] 최종 결승 (대진표 리셋)
    [third] 3위 결정전
   *[playoff] 1위 결정전
}
tournament-later-match = { $later_kind ->
    [board] { $later_round }라운드 { $later_index }번 대진
    [match] { $later_round }라운드 { $later_index }경기
    [w-match] 승자조 { $later_round }라운드 { $later_index }경기
    [l-match] 패자조 { $later_round }라운드 { $later_index }경기
    [l-final] 패자조 결승
    [final] 결승
    [w-final] 승자조 결승
    [semi] 준결승 { $later_index }경기
    [w-semi] 승자조 준결승 { $later_index }경기
    [quarter] 8강 { $later_index }경기
    [w-quarter] 승자조 8강 { $later_index }경기
    [grand] 최종 결승
    [reset] 최종 결승 (대진표 리셋)
    [third] 3위 결정전
   *[playoff] 1위 결정전
}
tournament-format = { $format ->
    [single-elimination] 싱글 엘리미네이션
    [double-elimination] 더블 엘리미네이션
    [round-robin] 리그전
   *[swiss] 스위스 방식
}

## The service (base.py, service.py, posts.py)

tournament-minutes-range = { $what ->
    [start] 시작까지의 시간은
    [checkin-window] 체크인 시간은
    [pairing-deadline] 대진 마감 시간은
    [choice-time] 고르거나 밴하는 시간은
   *[checkin-reminder] 체크인 알림은
} { $low }~{ $high }분 사이의 정수여야 합니다.
tournament-unknown = #{ $id } 대회는 없습니다.
tournament-organiser-only = { $name }의 주최자(또는 서버 관리자)만 할 수 있습니다.
tournament-not-started = { $name } 대회는 아직 시작하지 않았습니다.
tournament-over = { $name } 대회는 끝났습니다.
tournament-not-a-live-match = { $key }은(는) { $name }에서 진행 중인 경기가 아닙니다.
tournament-not-your-match = { tournament-match }에 나가는 선수가 아닙니다.
tournament-no-match-now = 지금 { $name }에서 둘 경기가 없습니다.
tournament-game-chosen = 그 경기의 게임은 이미 정해졌습니다.
tournament-choice-over = 그 선택은 끝났습니다. 가장 최근 메시지를 쓰세요.
tournament-paused-choose-later = { $name } 대회는 일시 정지 중입니다. 다시 진행되면 고르세요.

## Sign-up (signup.py)

tournament-create-managers-only = 서버 관리자와 주최자 역할이 있는 멤버만 대회를 만들 수 있습니다.
tournament-invalid-id = 요청에 잘못된 ID가 들어 있습니다.
tournament-name-length = 대회 이름은 1~{ $most }자입니다.
tournament-start-twice = 시작은 지금부터의 분, 또는 날짜와 시각 중 하나로만 주세요.
tournament-top-cut-over-format = 상위 { $cut }명에는 { $cut }명보다 많은 선수가 필요한데, { tournament-format }은 최대 { $limit }명입니다.
tournament-cap-range = 참가 인원 제한은 2~{ $limit }명이어야 합니다.
tournament-top-cut-over-cap = 상위 { $cut }명에는 { $cut }명보다 많은 선수가 필요한데, 참가 인원 제한이 { $cap }명입니다. 상위 인원을 줄이거나 제한을 늘리세요.
tournament-signup-closed = { $name } 대회는 이미 시작해서 참가 신청이 마감되었습니다.
tournament-already-joined = 이미 { $name } 대회에 참가했습니다.
tournament-waitlist-full = { $name } 대회는 자리({ $cap }명)도, 대기 명단({ $waitlist }명)도 다 찼습니다.
tournament-not-joined = { $name } 대회에 참가하지 않았습니다.
tournament-not-playing = { $name } 대회에 나가는 선수가 아닙니다.
tournament-field-set = { $name } 대회는 이미 시작해서 참가자가 정해졌습니다.
tournament-cap-below-taken = { $name }에는 이미 { $taken }명이 자리를 차지하고 있어 제한을 { $taken }명 아래로 내릴 수 없습니다. 아무것도 바뀌지 않았습니다.
tournament-seeds-set = { $name } 대회는 이미 시작해서 시드가 정해졌습니다.
tournament-seed-listed-twice = <@{ $user }> 님이 두 번 적혔습니다. 각 선수는 한 번만 적으세요.
tournament-seed-not-joined = <@{ $user }> 님은 { $name } 대회에 참가하지 않았습니다.
tournament-checkin-not-open = { $name } 체크인은 아직 열리지 않았습니다.
tournament-checkin-over = { $name } 대회는 이미 시작해서 체크인이 끝났습니다.
tournament-checkin-join-first = { $name } 대회에 참가하지 않았습니다. 먼저 **참가**를 누르세요.
tournament-already-checked-in = 이미 { $name } 체크인을 했습니다.
tournament-checkin-signup-only = { $name } 체크인은 참가 신청 기간에만 열 수 있습니다.
tournament-already-started = { $name } 대회는 이미 시작했습니다.
tournament-too-few-to-start = { $name } 대회를 시작하려면 선수가 적어도 2명 필요한데, 지금 { $count }명입니다.

## The organiser's commands (organiser.py)

tournament-organiser-role-managers = 대회 주최자 역할은 서버 관리자만 정할 수 있습니다.
tournament-invalid-server-or-role = 올바른 서버나 역할이 아닙니다.
tournament-settings-managers = 서버의 대회 설정은 서버 관리자만 바꿀 수 있습니다.
tournament-invalid-server = 올바른 서버가 아닙니다.
tournament-invalid-role = 올바른 역할이 아닙니다.
tournament-player-not-joined = 그 선수는 { $name } 대회에 참가하지 않았습니다.
tournament-player-not-in = 그 선수는 { $name } 대회에 없습니다.
tournament-player-not-in-match = 그 선수는 { tournament-match }의 선수가 아닙니다.
tournament-undo-move-played = 그 결과 때문에 { tournament-match }이(가) 진행 중이고 이미 수가 두어졌으므로 되돌릴 수 없습니다. 원하는 결과를 대신 입력하세요.
tournament-no-decision-in = { $name }에는 결정을 기다리는 라운드가 없습니다.
tournament-pairing-choices = `rematch`, `second-bye`, `end` 중에서 고르세요.
tournament-not-a-joiner = 참가할 수 있는 선수가 아닙니다.
tournament-not-running = { $name } 대회는 진행 중이 아니므로 일시 정지할 수 없습니다.
tournament-not-paused = { $name } 대회는 일시 정지 중이 아닙니다.
tournament-already-over = { $name } 대회는 이미 끝났습니다.
tournament-result-kinds = 결과는 대국, 몰수, 쌍방 몰수 중 하나입니다.
tournament-double-forfeit-bare = 쌍방 몰수에는 승자도 점수도 없습니다.
tournament-forfeit-winner = 몰수에는 승자가 필요하고 판 점수는 없습니다.
tournament-result-needs-winner = 대진표 경기나 1위 결정전에는 승자가 필요합니다. 비긴 경기는 계속됩니다.
tournament-draw-not-level = { $best_of }판 다판제의 무승부는 모든 판을 마친 뒤 동점이어야 합니다. { $score }이(가) 아닙니다.
tournament-winner-games = { $best_of }판 다판제의 승자는 { $half }판보다 많이, 그리고 패자보다 많이 이겨야 합니다. { $score }은(는) 있을 수 없습니다.
tournament-score-not-possible = { $score }은(는) { $best_of }판 다판제의 점수가 아닙니다. 한쪽이 { $half }판보다 많이 이기는 즉시 끝납니다{ $draws ->
    [yes] {""}
   *[no] {""}. { $best_of }판 뒤에도 동점이면 한 판씩 더 두어 누군가 이길 때까지 계속합니다
}.

## Round times (pace.py)

tournament-overtime-rules = 끝나지 않은 경기의 규칙은 시간 우위인 선수의 승리, 두 선수 모두 패배, 주최자 결정 중 하나입니다.
tournament-overtime-minutes = 끝나지 않은 경기를 주최자가 결정하는 시간은 1~{ $most }분 사이의 정수여야 합니다.
tournament-round-minutes = 라운드 제한 시간은 0(제한 없음)~{ $most }분(일주일) 사이의 정수여야 합니다.
tournament-round-too-short = 라운드 제한 시간 { $minutes }분은 게임 자체의 시간보다 짧습니다: { $clocks ->
    [none] 적어도 한 판은 둘 수 있는 시간이어야 합니다
   *[some] { $best_of }판 다판제는 적어도 { $games }판이 필요하고, 각 판에서 두 선수가 적어도 한 수씩 두며, 한 수에 시간이 최대 { $move_minutes ->
        [0] { $move_seconds }초
       *[other] { $move_minutes }분{ $move_seconds ->
            [0] {""}
           *[other] {" "}{ $move_seconds }초
        }
    } 걸릴 수 있습니다
}. 적어도 { $least }분을 주거나 수당 시간을 줄이세요.

## The start's date and time (schedule.py)

tournament-not-a-zone = { $zone }은(는) 시간대가 아닙니다. Asia/Seoul, Asia/Tokyo, Europe/London, America/New_York(또는 UTC) 같은 이름을 쓰세요.
tournament-not-a-date = { $typed }은(는) 달력에 있는 날짜가 아닙니다.
tournament-start-format = 시작은 { $example }처럼 날짜와 시각으로, 또는 오늘이면 20:00처럼 시각만 적으세요({ $zone } 시간).
tournament-start-passed = { $typed }은(는) 이미 지났습니다. 지금 { $zone } 시간으로 { $now }입니다.
tournament-start-too-far = 대회는 지금부터 { $days }일 안에 시작해야 합니다.
tournament-not-a-time = { $typed }은(는) 올바른 시각이 아닙니다(00:00~23:59).

## The tournament core (core/)

tournament-entered-twice = { $name } 님이 두 번 들어 있습니다. 각 선수는 한 번만 참가할 수 있습니다.
tournament-bye-not-result = 부전승은 대진에서 주어지는 것이지 결과로 입력하는 것이 아닙니다.
tournament-needs-winner = { $playoff ->
    [yes] 1위 결정전에는
   *[no] 대진표 경기에는
} 승자가 필요합니다. 비긴 경기는 계속됩니다.
tournament-players-unknown = 이 경기의 두 선수가 아직 정해지지 않았습니다.
tournament-has-result = { tournament-match }에는 이미 결과가 있습니다.
tournament-not-being-played = { tournament-match }은(는) 지금 진행 중이 아닙니다.
tournament-first-stage-final = 예선이 끝나 본선 진출자가 정해졌으므로 예선 결과는 확정입니다. 아무것도 바뀌지 않았습니다.
tournament-nothing-to-undo = 주최자가 입력한 결과 중 되돌릴 것이 없습니다.
tournament-undo-removed = { tournament-match }의 결과를 입력하면서 이후 결과({ $removed })가 지워졌으므로 되돌릴 수 없습니다. 원하는 결과들을 대신 입력하세요.
tournament-undo-paired = { tournament-match }의 결과를 입력한 뒤 { $next }라운드 대진이 짜였으므로 되돌릴 수 없습니다. 원하는 결과를 대신 입력하세요.
tournament-undo-decided = { tournament-match }의 결과를 입력한 뒤 { tournament-later-match }이(가) 결정되었으므로 되돌릴 수 없습니다. 원하는 결과를 대신 입력하세요.
tournament-already-left = { $name } 님은 이미 대회에서 빠졌습니다. 아무것도 바뀌지 않았습니다.
tournament-over-no-change = 대회가 끝나서 그런 식으로는 결과를 더 바꿀 수 없습니다.
tournament-knocked-out = { $name } 님은 이미 탈락했습니다. 아무것도 바뀌지 않았습니다.
tournament-already-in = { $name } 님은 이미 이 대회에 있습니다.
tournament-late-swiss-only = 추가 참가는 스위스 방식 대회에서만 할 수 있습니다.
tournament-late-points = 추가 참가자는 놓친 라운드마다 0점이나 ½점을 받고 시작합니다.
tournament-late-already-in = { $name } 님은 이미 이 대회에 있습니다. 아무것도 바뀌지 않았습니다.
tournament-late-left = { $name } 님은 이 대회에서 빠졌으므로 다시 들어올 수 없습니다. 아무것도 바뀌지 않았습니다.
tournament-late-over = 대회가 끝나서 이제 아무도 들어올 수 없습니다.
tournament-late-all-paired = { $rounds ->
    [1] 하나뿐인 라운드의 대진이
   *[other] { $rounds }개 라운드의 대진이 모두
} 이미 짜였으므로 추가 참가자는 한 번도 두지 못합니다. 아무것도 바뀌지 않았습니다.
tournament-swiss-full = 스위스 방식 대회는 최대 { $most }명입니다. 자리가 다 찼습니다.
tournament-not-allowable = `{ $what }`은(는) 대진에서 허용할 수 있는 것이 아닙니다.
tournament-no-decision = 결정을 기다리는 라운드가 없습니다.
tournament-pool-empty-needs-one = 게임 목록에는 게임이 적어도 하나 있어야 합니다.
tournament-pool-twice = 게임 목록에 같은 게임이 두 번 있습니다.
tournament-pool-fixed = 고정 게임에는 게임 목록에 정확히 한 게임이 있어야 합니다.
tournament-pool-agree = 합의 또는 밴에는 게임 목록에 적어도 두 게임이 있어야 합니다.
tournament-pool-empty = 게임 목록이 비어 있습니다.
tournament-not-a-choice = { $given ->
    [no] 그것은
   *[yes] { $typed }은(는)
} 고를 수 있는 게임이 아닙니다: { $games }.
tournament-picks-over = 고르기는 끝났습니다. 이제 밴으로 게임을 정합니다.
tournament-pick-first = 먼저 두 선수가 게임을 고릅니다. 고른 게임이 다를 때만 밴합니다.
tournament-game-already-chosen = 게임은 이미 정해졌습니다: { $game }.
tournament-opponent-bans = 상대가 밴할 차례입니다.
tournament-series-decided = 이 경기는 이미 승부가 났습니다. 더 둘 판은 없습니다.
tournament-series-undecided = 이 경기는 아직 승부가 나지 않았습니다.
tournament-field-size = { tournament-format } 대회에는 선수가 { $least }~{ $most }명 필요한데, 지금 { $count }명입니다.
tournament-best-of = 경기는 1판, 3판, 5판 다판제 중 하나입니다.
tournament-bye-points = 부전승은 1점, ½점, 0점 중 하나입니다.
tournament-tie-break-twice = 같은 타이브레이크가 두 번 있습니다.
tournament-swiss-rounds = 선수 { $count }명의 스위스 방식 대회는 1~{ $most }라운드를 둘 수 있습니다. { $rounds }라운드는 안 됩니다.
tournament-cycles = 리그전은 1~{ $most }번 반복할 수 있습니다.
tournament-third-place-single = 3위 결정전은 싱글 엘리미네이션(또는 싱글 엘리미네이션으로 치르는 본선)에만 있습니다. 더블 엘리미네이션은 패자조에서 3위를 정하고, 스위스 방식과 리그전은 순위로 정합니다.
tournament-playoff-league = 1위 결정전은 스위스 방식이나 리그전에만 있습니다. 대진표는 결승에서 1위를 정합니다.
tournament-groups-round-robin = 조는 리그전에만 있습니다.
tournament-group-size = 리그전 조는 { $least }~{ $most }명입니다. { $size }명은 안 됩니다.
tournament-groups-need-cut = 조를 나누려면 본선(상위 N명)이 필요합니다. 각 조의 상위 선수가 대진표로 겨룹니다.
tournament-cut-after-league = 본선(상위 N명)은 스위스 방식이나 리그전 뒤에 옵니다. 대진표에는 본선이 없습니다.
tournament-cut-sizes = 본선은 상위 4, 8, 16, 32명 중 하나입니다. { $cut }명은 안 됩니다.
tournament-cut-format = 본선은 싱글 엘리미네이션이나 더블 엘리미네이션으로 치릅니다.
tournament-cut-and-playoff = 1위 결정전과 본선은 함께 둘 수 없습니다. 본선 대진표가 1위를 정합니다.
tournament-cut-too-big = 상위 { $cut }명에는 { $cut }명보다 많은 선수가 필요한데, 지금 { $count }명입니다. 상위 인원을 줄이거나 본선을 없애세요.
tournament-no-seed = 이 대회에 시드 { $seed }번은 없습니다.
tournament-no-rounds-in-bracket = 대진표에는 라운드별 대진이 없습니다. 대진표를 보세요.
tournament-bracket-elimination-only = 대진표는 엘리미네이션 대회에만 있습니다.
tournament-no-match = 이 대회에 { $key } 경기는 없습니다.
