# Words every room shares, in Korean (docs/glossary-ko.md). Permission names follow the Korean
# Discord client's channel settings.

duration-days = { $count }일
duration-hours = { $count }시간
duration-minutes = { $count }분
duration-seconds = { $count }초
duration-two = { $larger } { $smaller }

list-comma = { ", " }
list-and = { $rest }, { $last }

permission-name = { $permission ->
    [view_channel] 채널 보기
    [send_messages] 메시지 보내기
    [send_messages_in_threads] 스레드에서 메시지 보내기
    [create_public_threads] 공개 스레드 만들기
    [create_private_threads] 비공개 스레드 만들기
    [attach_files] 파일 첨부
    [manage_guild] 서버 관리하기
    [mention_everyone] @everyone, @here, 모든 역할 멘션하기
   *[other] { $permission }
}
permission-effect = { $permission ->
    [attach_files] 판이 글자로만 올라갑니다
    [create_public_threads] 대국이 자기 스레드 대신 이 채널에서 진행됩니다
    [send_messages_in_threads] 대국이 자기 스레드 대신 이 채널에서 진행됩니다
    [create_private_threads] 대회 경기가 공개 스레드에서 열리고, 채널에 하나씩 알려집니다
   *[other] { $permission }
}

## Colours, as a game names them (rules.Colour)

colour-name = { $colour ->
    [black] 흑
    [white] 백
    [red] 빨강
    [light] 밝은 돌
    [dark] 어두운 돌
   *[other] { $colour }
}

## Answers every command and button may give

common-apology = 죄송합니다. 제 쪽에서 문제가 생겨 이 요청으로는 아무것도 바뀌지 않았습니다. 기록해 두었으니 잠시 뒤에 다시 해 보세요.
common-restarting = 지금 봇이 다시 시작하는 중이라 아무것도 하지 않았습니다. 1분쯤 뒤에 다시 해 보세요.
common-unknown-form = 이 양식은 오래되었습니다(연 뒤에 봇이 업데이트되었습니다). 그래서 아무것도 기록하지 않았습니다. 다시 열어 주세요.
common-option-unusable = 그 옵션에는 `{ $value }` 값을 쓸 수 없습니다. 목록에서 골라 주세요.
common-server-only = 이 명령은 개인 메시지가 아니라 서버 채널에서 쓸 수 있습니다.
common-not-allowed = 여기서는 이 명령을 쓸 권한이 없습니다.
confirm-question = { $question } 되돌릴 수 없습니다. (버튼 만료: { $expiry })
confirm-not-yours = 다른 사람의 확인 요청이라 아무것도 하지 않았습니다.
confirm-no = 아무것도 하지 않았습니다.
confirm-gone = 그 버튼은 더 이상 쓰이지 않아 아무것도 하지 않았습니다.
confirm-expired = 확인 시간이 지나 아무것도 하지 않았습니다. 명령을 다시 쓰세요.
confirm-yes = { $action ->
    [resign] 기권
    [abort] 대국 중단
    [forget] 잊기
   *[host-cancel] 대회 취소
}
confirm-keep = 그대로 두기

## Missing permissions

permissions-cannot-post = 여기서는 게임을 진행할 수 없습니다: 이 채널에서 { $names } { $count ->
   *[other] 권한
}이 없어서 제가 올리는 글을 아무도 볼 수 없습니다. 서버 관리자가 채널 설정(권한)에서 허용하거나, 다른 채널에서 저를 쓰세요. 아무것도 하지 않았습니다.
permissions-degraded = 참고: 여기서 { $names } { $count ->
   *[other] 권한
}이 없어서 { $effects }.

## Suggestions as a command's option is typed

suggest-match = #{ $id } { $game } 상대 { $opponent } — { $state ->
    [over] 끝남
    [mine] 내 차례
   *[theirs] 상대 차례
}
suggest-tournament = #{ $id } { $name } — { $phase ->
    [signup] 참가 신청 중
    [checkin] 체크인 중
    [running] 진행 중
    [paused] 일시 중지
    [finished] 끝남
   *[cancelled] 취소됨
}

## Game options typed by a player

options-one-of = { $choices } 중 하나
options-on-off = on 또는 off(true 또는 false)
options-range = { $low }부터 { $high }까지의 정수
options-at-least = { $low } 이상의 정수
options-kind = { $kind } 형식의 값
options-none = { $game }에는 옵션이 없습니다.
options-list = { $game } 옵션: { $options }.
options-unknown = { $game }에는 `{ $name }` 옵션이 없습니다. { $help }
options-bad-value = { $game } 옵션 `{ $name }`에 쓸 수 있는 값: { $allowed }. `{ $value }`는 쓸 수 없습니다.

## Board pictures and their alt text (render.captions, bot/cogs/common/board_words.py).
## Moves stay as typed (`d4`, `black d4`); the typed colour words stay beside the Korean ones.

board-player = 선수 { $number }
board-labelled = { $name } ({ $colour })
board-title-size = { $title } · 크기 { $size }
board-game-over = 대국 종료
board-both-may-move = 두 선수 모두 둘 차례
board-nobody-can-move = 아무도 둘 수 없음
board-to-move = { $player } 차례
board-wins = { $reason ->
    [board-full] { $player } 승리 (판이 가득 참).
    [move-limit] { $player } 승리 (수 제한 도달).
    [groups] { $player } 승리 (그룹 크기).
    [score] { $player } 승리 (점수).
    [group-sizes] { $player } 승리 (점수 동점, 그룹 크기).
    [tie-seat0] { $player } 승리 (타이브레이크 옵션).
    [tie-seat1] { $player } 승리 (타이브레이크 옵션).
    [no-stones] { $player } 승리 (상대 돌이 남지 않음).
   *[other] { $player } 승리.
}
board-tie-replay = 완전 동점: 이 게임을 다시 둡니다.
board-draw-move-limit = 무승부: 수 제한에 도달했습니다.
board-draw = 무승부.
board-removed-count = ; 돌 { $count }개 제거
board-removed-cells = ; { $cells } 제거
board-last-move = 마지막 수: { $player } { $move }{ $removed }
board-last-move-chose = 마지막 수: { $player } { $colour } 선택{ $removed }
board-last-move-placed = 마지막 수: { $player } { $move } 착수{ $removed }
board-pie-stone = 마지막 수: { $player } { $colour } 파이 돌 { $move }
board-sizes = { $colour } { $sizes }
board-sizes-none = { $colour } 없음
board-groups-now = 지금 그룹: { $sizes }
board-group-sizes-now = 지금 그룹 크기: { $sizes }
board-meter-swap = { $player } 차례: 돌을 두거나 색 바꾸기(swap)
board-interleave-setup = { $player } 배치 중: 두 색 돌을 원하는 만큼 둔 뒤 done
board-interleave-choice = { $player } 색 선택: black(흑) 또는 red(빨강)
board-interleave-both-done = 두 선수 모두 둘 차례 ({ $player } done)
board-interleave-both = 두 선수 모두 둘 차례
board-interleave-only = { $player }만 더 둘 수 있음
board-meridians-pie = { $player } 첫 돌 배치: 밝은 돌, 다음에 어두운 돌 (파이)
board-meridians-choice = { $player } 색 선택: light(밝은 돌) 또는 dark(어두운 돌)
board-meridians-dead = × 표시된 돌은 죽은 그룹입니다. 주인의 다음 수 뒤에 제거됩니다.
board-meuda-pie = { $player } 파이 돌 배치: 흑, 다음에 백
board-meuda-choice = { $player } 색 선택: black(흑) 또는 white(백)
board-meuda-stone = { $player } 차례: { $size }개짜리 새 그룹의 { $stone }번째 돌
board-thwart-round = 라운드 { $number }: { $first } · { $second }{ $removed }
board-thwart-next = 라운드 { $number }, 두 선수 모두 둘 차례
board-thwart-scores = 흑 { $black } · 백 { $white }
board-alt-square-board = { $files } × { $ranks } 정사각형 판
board-alt-hexhex-board = 한 변이 { $side }칸인 헥스헥스(육각형 판, { $cells }칸)
board-alt-hex-board = 밑변이 { $base }점인 육각형 판({ $points }점)
board-alt-board = { $cells }칸짜리 판
board-alt-title = { $title }, { $board }.
board-alt-plays = { $player }: { $colour }
board-alt-players = { $first }; { $second }
board-alt-stop = .
board-alt-count = { $colour } { $count }
board-alt-burned = 불탄 칸 { $count }
board-alt-stones = 판 위의 돌: { $stones }.
board-alt-no-stones = 판 위의 돌: 없음.
board-alt-dead = 죽은 돌(제거 예정): { $cells }.
board-graph-legend = 승리 확률 · 위: { $first } 우세 · 아래: { $second } 우세
board-graph-axis = { $unit ->
    [round] 라운드
   *[move] 수
} →   ?! 부정확 · ? 실수 · ?? 대실수
board-graph-alt-empty = { $title }: { $unit ->
    [round] 라운드가
   *[move] 수가
} 없는 승리 확률 그래프.
board-graph-alt-summary = { $title }: { $first }의 승리 확률, { $count }{ $unit ->
    [round] 라운드
   *[move] 수
} 동안. { $start_at }{ $unit ->
    [round] 라운드
   *[move] 수
} 뒤 { $start }에서 { $end_at }{ $unit ->
    [round] 라운드
   *[move] 수
} 뒤 { $end }까지 (100%는 { $first } 승리, 0%는 { $second } 승리).
board-graph-alt-swing = { $at }{ $unit ->
    [round] 라운드
   *[move] 수
} ({ $before } → { $after })
board-graph-alt-swings = 가장 큰 변화: { $swings }.
board-graph-alt-marks = { $kind ->
    [blunders] 대실수
    [mistakes] 실수
   *[inaccuracies] 부정확
} ({ $mark }): { $at }{ $unit ->
    [round] 라운드
   *[move] 수
}.
board-review-better = 더 나은 수

## The match buttons (components.py): in the words of the message they are on.

button-challenge = { $action ->
    [accept] 수락
    [decline] 거절
   *[cancel] 철회
}
button-word = { $word ->
    [swap] 색 바꾸기
    [done] 완료
   *[pass] 패스
}
button-take = { $colour } 가져가기
button-lock-in = 확정하기
button-rematch = 재대국
button-review = 복기
button-submit = 내 수 보내기
