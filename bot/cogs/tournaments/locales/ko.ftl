# The tournaments room in Korean (docs/glossary-ko.md). The command tree: one block per command,
# its options below it; choices (choice-…) after the commands.

-tournament-number = 대회 번호 (기본: 이 서버에서 끝나지 않은 가장 최근 대회)
-player-concerned = 해당 선수

## /tournament (players)

cmd-tournament = 대회
    .description = 대회: 참가 신청, 대진표, 순위.
cmd-tournament-list = 목록
    .description = 이 서버의 대회, 진행 중인 것부터.
cmd-tournament-my-matches = 내경기
    .description = 이 서버의 대회에서 내 위치.
cmd-tournament-drop = 탈퇴
    .description = 대회에서 빠집니다 (지금까지의 결과는 남음).
cmd-tournament-drop-tournament = 대회
    .description = { -tournament-number }
cmd-tournament-concede = 패배신고
    .description = 지금 경기에서 졌다고 알립니다.
cmd-tournament-concede-match = 경기
    .description = 경기 (기본: 지금 하고 있는 경기)
cmd-tournament-concede-tournament = 대회
    .description = { -tournament-number }
cmd-tournament-status = 현황
    .description = 대회가 어디까지 왔는지, 대진표나 표와 함께.
cmd-tournament-status-tournament = 대회
    .description = { -tournament-number }

## /host (organisers)

cmd-host = 주최
    .description = 주최자: 대회를 만들고 운영합니다.

cmd-host-create = 만들기
    .description = 대회 만들기: 프리셋을 고르고 나머지를 정합니다.
cmd-host-create-name = 이름
    .description = 대회 이름 (만들기 전에 바꿀 수 있음)
cmd-host-create-preset = 프리셋
    .description = 시작점: 주최자들이 흔히 여는 대회, 또는 직접 설정 (기본)

cmd-host-organiser-role = 주최자역할
    .description = 서버 관리자: 누가 대회를 주최할 수 있는지.
cmd-host-organiser-role-role = 역할
    .description = 이 역할이 있는 멤버는 대회를 주최할 수 있음 (비우면: 추가 없음)
cmd-host-participant-role = 참가자역할
    .description = 서버 관리자: 선수들이 다는 역할.
cmd-host-participant-role-role = 역할
    .description = 대회가 시작되면 모든 선수에게 주고, 끝나면 거둠 (비우면: 없음)
cmd-host-champion-role = 우승자역할
    .description = 서버 관리자: 우승자의 역할.
cmd-host-champion-role-role = 역할
    .description = 대회마다 우승자에게 줌. 이전 우승자는 잃음 (비우면: 없음)
cmd-host-time-zone = 시간대
    .description = 서버 관리자: 시작 시각을 입력하는 시간대.
cmd-host-time-zone-zone = 시간대
    .description = IANA 시간대, 예: Asia/Seoul (입력하면 검색)

cmd-host-open = 체크인
    .description = 지금 체크인을 엽니다. 닫히면 대회가 시작됩니다.
cmd-host-open-minutes = 분
    .description = 체크인을 여는 시간. 그 뒤에 시작
cmd-host-open-tournament = 대회
    .description = { -tournament-number }
cmd-host-start = 시작
    .description = 지금 대회를 시작합니다.
cmd-host-start-tournament = 대회
    .description = { -tournament-number }

cmd-host-set-result = 결과입력
    .description = 결과를 입력하거나 바꿉니다 (마지막 것은 /주최 되돌리기 로 취소).
cmd-host-set-result-match = 경기
    .description = 대진표의 경기 (W1.2, L3.1, GF) 또는 R2.3 (2라운드 3번 판)
cmd-host-set-result-winner = 승자
    .description = 이긴 사람 (무승부나 쌍방 몰수면 비움)
cmd-host-set-result-draw = 무승부
    .description = 경기가 무승부였음 (스위스와 리그전)
cmd-host-set-result-how = 방식
    .description = 대국함 (기본), 몰수 (상대가 두지 않음) 또는 쌍방 몰수
cmd-host-set-result-score = 스코어
    .description = 판 스코어, 승자 먼저, 예: 2-1 (무승부: 1½-1½). 기본: 없음
cmd-host-set-result-tournament = 대회
    .description = { -tournament-number }
cmd-host-undo = 되돌리기
    .description = 내가 입력한 마지막 결과를 취소합니다 (그에 딸린 것이 없을 때).
cmd-host-undo-tournament = 대회
    .description = { -tournament-number }

cmd-host-disqualify = 실격
    .description = 선수를 실격시킵니다 (지난 결과는 남음).
cmd-host-disqualify-player = 선수
    .description = { -player-concerned }
cmd-host-disqualify-tournament = 대회
    .description = { -tournament-number }
cmd-host-replace = 교체
    .description = 대체 선수가 선수의 자리를 이어받습니다.
cmd-host-replace-player = 선수
    .description = { -player-concerned }
cmd-host-replace-substitute = 대체선수
    .description = 자리를 이어받을 사람
cmd-host-replace-tournament = 대회
    .description = { -tournament-number }
cmd-host-pause = 일시정지
    .description = 일시정지합니다 (진행 중인 대국은 계속됨).
cmd-host-pause-tournament = 대회
    .description = { -tournament-number }
cmd-host-resume = 재개
    .description = 일시정지한 대회를 재개합니다.
cmd-host-resume-tournament = 대회
    .description = { -tournament-number }
cmd-host-cap = 정원
    .description = 시작 전: 자리 수를 바꿉니다.
cmd-host-cap-players = 인원
    .description = 자리 수. 넘는 신청은 순서대로 대기 명단에서 기다림
cmd-host-cap-tournament = 대회
    .description = { -tournament-number }
cmd-host-seeds = 시드
    .description = 시작 전: 상위 시드를 직접 정합니다.
cmd-host-seeds-players = 선수들
    .description = 시드 순서로 멘션, 예: @Ana @Bo @Cy (시드 1, 2, 3). 비우면: 없음
cmd-host-seeds-tournament = 대회
    .description = { -tournament-number }
cmd-host-watch = 관전
    .description = 이 대회의 모든 경기 스레드에 들어갑니다.
cmd-host-watch-on = 켜기
    .description = 모든 경기 스레드에 추가 (기본), 또는 새 스레드에는 더 이상 추가 안 함
cmd-host-watch-tournament = 대회
    .description = { -tournament-number }
cmd-host-pairing = 대진
    .description = 규칙에 맞는 대진이 없는 스위스 라운드를 결정합니다.
cmd-host-pairing-choice = 결정
    .description = 재대결 허용, 두 번째 부전승, 또는 치른 라운드까지로 종료
cmd-host-pairing-tournament = 대회
    .description = { -tournament-number }
cmd-host-late-entry = 추가참가
    .description = 스위스: 진행 중인 대회에 선수를 넣습니다.
cmd-host-late-entry-player = 선수
    .description = 들어올 사람 (다음 라운드부터 대진)
cmd-host-late-entry-start = 시작점수
    .description = 이미 대진된 라운드마다 받을 점수: 없음 (기본) 또는 반 점
cmd-host-late-entry-tournament = 대회
    .description = { -tournament-number }
cmd-host-cancel = 취소
    .description = 대회를 취소합니다 (확인을 묻습니다).
cmd-host-cancel-tournament = 대회
    .description = { -tournament-number }
cmd-host-drop = 제외
    .description = 선수를 뺍니다 (시작 전: 참가 신청을 취소).
cmd-host-drop-player = 선수
    .description = { -player-concerned }
cmd-host-drop-tournament = 대회
    .description = { -tournament-number }
cmd-host-export = 내보내기
    .description = 모든 결과와 감사 로그를 CSV와 JSON으로.
cmd-host-export-tournament = 대회
    .description = { -tournament-number }

## Choices

choice-death-match-night-double-elimination-best-of-3 = 데스매치의 밤: 더블 엘리미네이션, 3판제
choice-swiss-evening = 스위스 방식의 저녁
choice-swiss-then-top-8-single-elimination = 스위스 방식 후 상위 8명 (싱글 엘리미네이션)
choice-custom-single-elimination-to-start-from = 직접 설정 (싱글 엘리미네이션에서 시작)
choice-round-robin = 리그전
choice-played = 대국함
choice-forfeit-the-loser-did-not-play = 몰수 (진 쪽이 두지 않음)
choice-double-forfeit-neither-played = 쌍방 몰수 (둘 다 두지 않음)
choice-allow-a-rematch = 재대결 허용
choice-give-a-second-bye-avoids-a-rematch-if-it-can = 두 번째 부전승 (가능하면 재대결을 피함)
choice-end-the-event-after-the-rounds-played = 치른 라운드까지로 대회 종료
choice-zero-points-for-the-rounds-missed = 빠진 라운드는 0점
choice-a-half-point-for-each-round-missed = 빠진 라운드마다 반 점

## /host create: the guided flow (presets, selects, the details form, Create and Cancel)

create-in-server = 대회는 서버 채널에서 만듭니다.
create-not-organiser = 서버 관리자와 주최자 역할이 있는 멤버만 대회를 만들 수 있습니다.
create-not-yours = 이 초안은 연 주최자의 것입니다. `/주최 만들기`로 직접 시작하세요. 아무것도 바뀌지 않았습니다.
create-gone = { $how ->
    [created] 이 초안으로 이미 대회를 만들었으므로 다시 하지 않았습니다.
    [cancelled] 이 초안은 취소되어 아무것도 바뀌지 않았습니다. `/주최 만들기`로 다시 시작하세요.
   *[other] 이 초안은 더 이상 열려 있지 않습니다 (표시된 뒤 봇이 다시 시작했거나 아주 오래됨). 아무것도 바뀌지 않았습니다. `/주최 만들기`로 다시 시작하세요.
}
create-busy = 이 대회를 만드는 중입니다. 더 한 일은 없습니다.
create-not-listed = 목록에 있는 값 중에서 고르세요. 아무것도 바뀌지 않았습니다.
create-bad-number = { $field ->
    [starts_in] 시작까지의 분은
    [checkin] 체크인 분은
   *[max_players] 자리 수는
} { $low }부터 { $high }까지의 정수여야 합니다 (또는 비워 두기). `{ $typed }`는 아닙니다. 아무것도 바뀌지 않았습니다.
create-bad-name = 대회 이름은 1~{ $max }자입니다. 아무것도 바뀌지 않았습니다.
create-two-starts = 시작은 날짜와 시각, 또는 지금부터의 분 중 하나로만 주세요. 아무것도 바뀌지 않았습니다.
create-stage-after-bracket = 두 번째 스테이지는 스위스 방식이나 리그전 뒤에 옵니다. 둘 중 하나를 고르거나 두 번째 스테이지를 없애세요. 아무것도 만들지 않았습니다.
create-stage-too-big = 상위 { $size }명에는 적어도 { $size }명이 필요한데 자리가 { $seats }개입니다. 더 작은 두 번째 스테이지나 더 많은 자리를 고르세요. 아무것도 만들지 않았습니다.
create-created = { $name } 대회를 만들었습니다 (대회 #{ $id }). 여기서 참가 신청을 받습니다.
create-no-events = 서버 이벤트에는 없습니다. 거기에 올리려면 이벤트 관리 권한이 필요합니다.
create-cancelled = 취소했습니다. 아무것도 만들지 않았습니다.

## /host create: the panel

create-preset = { $preset ->
    [death-match] 데스매치의 밤
    [swiss-evening] 스위스 방식의 저녁
    [swiss-top-8] 스위스 방식 후 상위 8명
    [round-robin] 리그전
   *[custom] 직접 설정
}
create-head = **새 대회: { $name }** ({ $preset }{ $custom ->
    [yes] , 변경됨
   *[no] {""}
})
create-hint = 나만 볼 수 있습니다. 아래에서 고르고, **이름과 시작…**에서 이름과 시작을 정한 뒤 **만들기**를 누르세요.
create-starts-at = { $when } 시작
create-starts-in = 만든 뒤 { $minutes }분에 시작
create-starts-by-hand = `/주최 시작`을 쓰면 시작
create-checkin = { $minutes ->
    [0] 체크인 없음
   *[other] 시작 { $minutes }분 전 체크인
}
create-seats = { $count ->
    [0] 자리: 방식의 한도
   *[other] 자리 { $count }개
}
create-games = 게임: { $games }
create-games-placeholder = 게임을 고르세요
create-button = { $action ->
    [main] 방식과 게임
    [games] 게임 옵션과 시간
    [more] 옵션 더 보기
    [details] 이름과 시작…
    [create] 만들기
   *[cancel] 취소
}
create-best-of = { $count ->
    [1] 단판
   *[other] { $count }판 다판제
}
create-no-stage = 두 번째 스테이지 없음
create-stage = 이어서 상위 { $size }명, { $format ->
    [double-elimination] 더블 엘리미네이션
   *[single-elimination] 싱글 엘리미네이션
}
create-minutes = { $field ->
    [round] { $minutes ->
        [0] 라운드 시간 없음
       *[other] 라운드당 { $time }
    }
    [deadline] { $minutes ->
        [0] 경기 시작 기한 없음
       *[other] 경기는 { $time } 안에 시작, 아니면 불참
    }
    [remind] { $minutes ->
        [0] 체크인 알림 없음
       *[other] 시작 { $time } 전에 체크인 알림
    }
   *[pick] 선택이나 밴마다 { $time }
}
create-clock = { $kind ->
    [clock] { $value ->
        [server] 수당 시간: 이 서버 설정
        [0] 수당 시간: 제한 없음
       *[time] 한 수당 { $time }
    }
   *[round_clock] { $value ->
        [server] Thwart Omega 라운드: 이 서버 설정
       *[time] Thwart Omega: 라운드당 { $time }
    }
}
create-rounds = { $count ->
    [0] 스위스 라운드 수: 자동
    [1] 스위스 1라운드
   *[other] 스위스 { $count }라운드
}
create-tie-breaks = { $order ->
    [default] 타이브레이크: 방식의 기본
   *[other] 타이브레이크: { $order }
}
create-option = { $field ->
    [format] { $value ->
        [single-elimination] 싱글 엘리미네이션
        [double-elimination] 더블 엘리미네이션
        [round-robin] 리그전
       *[swiss] 스위스 방식
    }
    [choice] { $value ->
        [auto] 게임: 합의 또는 밴 (게임이 하나면 고정)
        [agree-or-ban] 게임: 합의 또는 밴
        [rotation] 게임: 순환, 라운드마다 하나
       *[fixed] 게임: 고정 (처음 고른 것)
    }
    [overtime] { $value ->
        [clock] 시간 종료: 남은 시간이 많은 쪽 승
        [double-loss] 시간 종료: 둘 다 패
       *[organiser] 시간 종료: 주최자가 결정
    }
    [seeding] { $value ->
        [random] 무작위 시드
        [entry] 신청 순서 시드
       *[rating] 레이팅 순 시드
    }
    [unplayed] { $value ->
        [fide-2026] 미대국 라운드: FIDE 2026
        [fide-2024] 미대국 라운드: FIDE 2024
       *[fide-2009] 미대국 라운드: FIDE 2009
    }
    [playoff] { $value ->
        [off] 1위 플레이오프 없음
        [unbroken] 타이브레이크로 1위가 갈리지 않으면 플레이오프
       *[points] 1위가 승점 동률이면 언제나 플레이오프
    }
    [third_place] { $value ->
        [on] 3위전 있음
       *[off] 3위전 없음
    }
    [no_show] { $value ->
        [forfeit] 불참하면 패배
       *[notify] 불참: 알림만
    }
    [threads] { $value ->
        [public] 공개 경기 스레드
       *[private] 비공개 경기 스레드
    }
   *[tie_seat] { $value ->
        [higher-seed] 완전 동점: 상위 시드 승
        [lower-seed] 완전 동점: 하위 시드 승
       *[replay] 완전 동점: 다시 대국
    }
}
create-board = { $game }: { $option ->
    [size] 판 크기 { $value }
    [pie] 파이 규칙 { $value }
    [mode] 진행: { $value }
   *[tiebreak] 동점일 때: { $value }
}
create-board-value = { $value ->
    [default] 기본
    [on] 켬
    [off] 끔
    [realtime] 실시간
    [turns] 번갈아
    [replay] 다시 대국
    [seat0] 흑 승
    [seat1] 백 승
    [draw] 무승부
   *[other] { $value }
}
create-form-title = 이름과 시작
create-form-label = { $field ->
    [name] 이름
    [starts_at] 시작: 날짜와 시각 (서버 시간)
    [starts_in] 또는 몇 분 뒤 시작
    [checkin] 시작 전 체크인 분 (0: 없음)
   *[max_players] 자리 수 (비우면: 방식의 한도)
}
create-form-starts-at-example = 2026-12-24 20:00, 오늘이면 20:00 (비우면: 직접 시작)

## Two-stage events: a Swiss or round robin, then a bracket of its top cut (stages.py)

stage-bracket = { $format ->
    [double-elimination] 더블 엘리미네이션
   *[other] 싱글 엘리미네이션
} 대진표{ $third ->
    [yes] {" "}(3위전 포함)
   *[other] {""}
}
stage-plan = **2단계 대회**: { $first ->
    [round-robin] 리그전
   *[other] 스위스 방식
} 예선이 끝나면 순위 상위 { $count }명이 { stage-bracket }로 본선을 치릅니다.
stage-plan-groups = 리그전은 { $size }명씩 조별로 치릅니다. 각 조 1위가 먼저 본선에 오르고, 그다음 2위, 그다음 순서대로 오릅니다.
stage-status-first = 2단계 중 예선: 이후 상위 { $count }명이 { stage-bracket }로 본선을 치릅니다.
stage-status-second = 본선: 예선 상위 { $count }명이 { stage-bracket }로 겨룹니다.
stage-status-none = 예선 뒤 본선에 오를 선수가 두 명도 남지 않아, 예선 순위로 1위를 정했습니다.
stage-cut-head = 🏁 **{ $tournament }**: { $rounds }라운드로 예선이 끝났습니다. 상위 { $count }명이 { stage-bracket }로 본선을 치르며, 시드는 예선 순위(승점, 그다음 { $tie_breaks }, 그다음 시드)로 정했습니다. 진출자와 예선 승점:
stage-cut-groups = 각 조 1위가 먼저 진출하고, 그다음 2위, 그다음 순서대로 진출했습니다.
stage-cut-continued = 🏁 **{ $tournament }** (이어서):
stage-qualifier = `{ $seed }.` { $player } · 승점 { $points }
stage-cut-bracket = 대진표는 아래에 있습니다. 각 경기는 자기 스레드에서 치릅니다.
stage-too-few = 🛑 **{ $tournament }** 대회가 취소되었습니다: 시작할 때 { $players }명뿐이라 상위 { $count }명보다 많지 않아, 예선으로 가를 사람이 없고 본선 대진표를 정할 수 없습니다.

## Paced rounds (라운드 제한 시간: 시간이 끝나면 주최자의 규칙이 끝나지 않은 경기를 정합니다)

pace-rule = { $rule ->
    [double-loss] 두 선수 모두 패배
    [organiser] 주최자가 결정 ({ $minutes }분 안에; 그때까지 정하지 않으면 시간 우위인 선수가 승리)
   *[clock] 시간 우위인 선수가 승리
}
pace-round-ends = ⏱️ **라운드 제한 시간**: 이 라운드는 { $time }({ $relative })에 끝납니다. 그때 끝나지 않은 경기는 이렇게 정합니다: { $rule }.
pace-match-time = ⏱️ **라운드 제한 시간**: 각 경기는 시작부터 { $duration } 안에 끝나야 합니다. 그때 끝나지 않은 경기는 이렇게 정합니다: { $rule }.
pace-asked = ⏱️ **{ $name }** · { $title }: 라운드 제한 시간이 끝났습니다. { $organiser } 님이 { $time }({ $relative })까지 `/주최 결과입력`으로 이 경기를 정합니다. 그때까지 정하지 않으면 시간 우위인 선수가 승리합니다. 그동안 대국은 계속되고, 대국이 먼저 끝나면 그 결과가 인정됩니다.
pace-decided = ⏱️ **{ $name }** · { $title }: 라운드 제한 시간이 끝났으므로 { $rule ->
    [double-loss] 두 선수 모두 패배합니다 (끝나지 않은 경기에 대한 주최자의 규칙).
    [fallback] 시간 우위인 선수가 승리합니다: 주최자가 시간 안에 정하지 않았습니다.
   *[clock] 시간 우위인 선수가 승리합니다 (끝나지 않은 경기에 대한 주최자의 규칙).
}
pace-used = 이 판에서 쓴 생각 시간: { $a } { $used-a }, { $b } { $used-b }.
pace-score = 지금 판 위의 점수: { $a } { $score-a }, { $b } { $score-b }{ $tie ->
    [group-sizes] ; 점수가 같아 그룹 크기로 정합니다
    [tie-seat0] ; 완전 동점이라 자리 규칙에 따라 첫째 자리가 이깁니다
    [tie-seat1] ; 완전 동점이라 자리 규칙에 따라 둘째 자리가 이깁니다
   *[none] {""}
}.
pace-by = { $by ->
    [game] 판 스코어가 같아, 방금 판정한 판이 경기를 정합니다: { $winner } 님이 경기에서 이깁니다.
    [draw] 앞선 선수가 없습니다: 경기는 무승부입니다.
    [seed] 앞선 선수가 없고 이 경기는 승자가 필요합니다: 시드가 높은 { $winner } 님이 올라갑니다.
    [double-loss] 두 선수 모두 점수를 받지 못합니다.
    [series-draw] 판 스코어가 같습니다: 경기는 무승부입니다.
   *[series] { $winner } 님이 경기에서 이깁니다.
}
pace-time-up = ⏱️ **{ $name }**: 다음 경기의 라운드 제한 시간이 끝났습니다:
pace-line-won = `{ $key }` { $a } 대 { $b }: 시간 우위로 { $winner } 승리
pace-line-drawn = `{ $key }` { $a } 대 { $b }: 시간 판정 무승부
pace-line-lost = `{ $key }` { $a } 대 { $b }: 두 선수 모두 패배
pace-line-asked = `{ $key }` { $a } 대 { $b }: { $time }까지 주최자의 결정을 기다립니다
pace-ask-organiser = { $organiser } 님, 기다리는 경기를 `/주최 결과입력`으로 정해 주세요. 시간이 끝나면 시간 우위인 선수가 승리합니다.
pace-status-head = ⏱️ **라운드 제한 시간** { $duration }; 그때 끝나지 않은 경기는 이렇게 정합니다: { $rule }.
pace-status-round = 라운드 { $round }: { $time }({ $relative })에 끝남
pace-status-round-latest = 라운드 { $round }: 늦어도 { $time }에 끝남
pace-status-round-paused = 라운드 { $round }: { $left } 남음; 대회가 일시 정지된 동안 라운드 시간은 멈춥니다
pace-status-round-deciding = 라운드 { $round }: 시간 종료; 주최자가 { $time }({ $relative })까지 정합니다
pace-status-match = `{ $key }`: { $time }({ $relative })에 끝남
pace-status-match-paused = `{ $key }`: { $left } 남음; 대회가 일시 정지된 동안 라운드 시간은 멈춥니다
pace-status-match-deciding = `{ $key }`: 시간 종료; 주최자가 { $time }({ $relative })까지 정합니다
pace-status-more = … 그리고 라운드 { $count }개가 더 있으며, 각각 최대 { $duration }입니다.
pace-status-more-matches = … 그리고 경기 { $count }개가 더 있으며, 각각 끝나는 시각이 따로 있습니다.

## 채널과 경기 스레드에 올리는 대회 글 (texts.py)

tourn-format = { $format ->
    [single-elimination] 싱글 엘리미네이션
    [double-elimination] 더블 엘리미네이션
    [round-robin] 리그전
   *[swiss] 스위스 방식
}
tourn-format-lead = { $format ->
    [single-elimination] 싱글 엘리미네이션
    [double-elimination] 더블 엘리미네이션
    [round-robin] 리그전
   *[swiss] 스위스 방식
}
tourn-best-of = { $count ->
    [1] 단판
   *[other] { $count }판 다판제
}
tourn-rule = { $rule ->
    [fixed] 게임 하나
    [rotation] 라운드마다 돌아가며 바뀌는 게임
   *[agree-or-ban] 합의 또는 밴: 각자 몰래 고르고, 다르면 차례로 밴합니다
}
tourn-how = { $how ->
    [fixed] 이 대회의 게임
    [rotation] 이 라운드 순번의 게임
    [agreed] 두 선수가 모두 골랐습니다
    [bans] 밴 뒤에 남은 마지막 게임
    [agree-or-ban] 목록에 남은 유일한 게임
   *[restart] 중단 뒤 다시 시작
}
tourn-reason = { $reason ->
    [no-show] 한 선수가 마감 전에 나타나지 않았습니다
    [dropped] 한 선수가 대회에서 나갔습니다
    [disqualified] 한 선수가 실격되었습니다
    [conceded] 기권
   *[organiser] 주최자가 입력
}
tourn-places = { $rule ->
    [third] 준결승에서 진 두 선수는 결승과 함께 3위 결정전을 치릅니다.
    [shared] 준결승에서 진 두 선수가 공동 3위입니다.
    [points] 승점이 같은 1위 후보는 마지막 라운드 뒤에 1위 결정전을 치릅니다.
    [unbroken] 승점과 모든 타이브레이크가 같은 1위 후보는 마지막 라운드 뒤에 1위 결정전을 치릅니다.
   *[seed] 1위가 동점이면 타이브레이크로, 그래도 같으면 시드가 높은 선수로 정합니다 (결정전 없음).
}
tourn-title = { $kind ->
    [round-of] { $round }라운드 (총 { $total }라운드)
    [round] { $round }라운드
    [board] { $round }라운드 { $index }번 대진
    [match] { $round }라운드 { $index }경기
    [w-round] 승자조 { $round }라운드
    [w-match] 승자조 { $round }라운드 { $index }경기
    [l-round] 패자조 { $round }라운드
    [l-match] 패자조 { $round }라운드 { $index }경기
    [l-final] 패자조 결승
    [final] 결승
    [w-final] 승자조 결승
    [semis] 준결승
    [w-semis] 승자조 준결승
    [quarters] 8강
    [w-quarters] 승자조 8강
    [semi] 준결승 { $index }경기
    [w-semi] 승자조 준결승 { $index }경기
    [quarter] 8강 { $index }경기
    [w-quarter] 승자조 8강 { $index }경기
    [grand] 최종 결승
    [reset] 최종 결승 (대진표 리셋)
    [third] 3위 결정전
   *[playoff] 1위 결정전
}
tourn-signup = 🏆 { $name } (대회 #{ $id }) 참가 신청을 받습니다. 주최자: { $organiser }.
tourn-signup-format = { tourn-format-lead }, 경기는 { tourn-best-of }; 게임: { $games } ({ tourn-rule }).
tourn-signup-starts = 시작: { $when }.
tourn-signup-by-hand = 주최자가 시작하면 시작합니다.
tourn-signup-checkin = 체크인은 { $when } 열립니다.
tourn-signup-deadline = 각 경기는 준비된 뒤 { $minutes }분 안에 시작해야 합니다. 그때까지 나타나지 않은 선수는 몰수패합니다.
tourn-signup-public = 각 경기는 공개 스레드에서 치르므로 여기 있는 누구나 관전할 수 있습니다.
tourn-signup-join = **참가** 버튼을 눌러 참가하세요.
tourn-checkin = ✅ { $name } 체크인이 열렸습니다{ $when ->
    [none] {""}
   *[other] {" "}(시작 { $when } 전까지)
}: **체크인** 버튼을 누르세요. 체크인한 선수만 경기를 치릅니다. 참가자:
tourn-checkin-waitlist = 대기 명단 (여러분도 체크인하세요: 시작할 때까지 체크인하지 않은 자리는 여기서 먼저 체크인한 선수에게 돌아갑니다):
tourn-checkin-continued = ✅ { $name } 체크인 (이어서):
tourn-started = 🚀 { $name } 대회가 { $count }명으로 시작했습니다. 시드는 { $seeding ->
    [random] 무작위로
    [rating] 레이팅 순으로
   *[entry] 참가 순서대로
} 정했습니다:
tourn-started-left-out = 체크인하지 않아 경기하지 않는 선수:
tourn-started-waitlisted = 대기 명단에 남아 경기하지 않는 선수:
tourn-started-continued = 🚀 { $name } (이어서):
tourn-choice-lead = 🎲 { $name } · { $title }, { $game }번째 판
tourn-choice-pick = { $lead }: { $a } 님과 { $b } 님, **고르기** 버튼으로 각자 몰래 게임을 고르세요 ({ $games }). 같은 게임을 고르면 그 게임을 두고, 다르면 하나가 남을 때까지 차례로 밴합니다.
tourn-choice-nothing = 없음
tourn-choice-picks = 고른 게임: { $a } { $pick_a }, { $b } { $pick_b }.
tourn-choice-banned-by = { $game } ({ $player } 님이 밴)
tourn-choice-banned = 밴: { $games }.
tourn-choice-ban = { $lead }: 합의하지 못했습니다.{ $picked }{ $banned } { $player } 님, **고르기** 버튼으로 게임 { $count }개를 밴하세요. 남은 게임: { $games }.
tourn-deadline-at = 마감 { $when }.
tourn-game-so-far = (지금까지 { $a } { $score_a }–{ $score_b } { $b })
tourn-game = 🎮 { $name } · { $title }, { $of ->
    [1] {""}
   *[other] { $of }판 중{" "}
}{ $game }번째 판{ $score }: **{ $title_game }** ({ tourn-how }). { $seat0 } 님이 첫째 자리, 상대는 { $seat1 } 님입니다. 대국 #{ $match }: 전용 스레드에서 둡니다.
tourn-result-nobody = { $lead }: { $a } 님도 { $b } 님도 올라가지 못합니다{ $why }.
tourn-result-draw = { $lead }: { $a } 님과 { $b } 님 무승부{ $why }.
tourn-result-won = { $lead }: { $winner } 님이 { $loser } 님에게 { $forfeit ->
    [yes] 몰수승
   *[no] 승리
}{ $score }{ $why }.
tourn-result-removed = 더 이상 맞지 않는 이후 결과를 지웠습니다:
tourn-continued = { $lead } (이어서):
tourn-replaced = 🔁 { $name }: { $new } 님이 { $old } 님의 자리를 이어받습니다 (주최자의 결정).
tourn-left = 👋 { $player } 님이 { $name } 대회에서 { $action ->
    [dropped] 나갔습니다
   *[disqualified] 실격되었습니다
}. 지금까지의 결과는 그대로 남습니다.
tourn-left-forfeits = 상대가 몰수승합니다:
tourn-left-continued = 👋 { $name } (이어서):
tourn-deadline-lead = ⏰ { $name } · { $title }: 마감이 지났습니다
tourn-deadline = { $lead }{ $what ->
    [overran] . 두 선수가 두고 있으므로 경기는 계속됩니다 (주최자에게 알렸습니다).
    [absent] . 아직 보이지 않는 선수: { $absent }. 어떻게 할지는 주최자가 정합니다.
   *[forfeit] . 나타나지 않은 선수: { $absent }. 그래서 이 경기는 몰수패입니다.
}
tourn-held-reason = { $reason ->
    [rematch] 재대결
   *[second-bye] 두 번째 부전승
}
tourn-and = { $a } 및 { $b }
tourn-held = ⏸️ { $name }: { $round }라운드는 { $needs } 없이 대진을 짤 수 없어 주최자를 기다립니다. { $organiser } 님, `/host pairing`으로 고르세요: 재대결 허용, 두 번째 부전승, 또는 치른 라운드까지로 대회 종료.
tourn-organiser = { $text } 무엇이든 바꾸려면 `/host set-result`를 쓰세요.
tourn-places-more = · 그 밖에 { $count }명 (순위를 보세요)
tourn-players = { $count }명
tourn-finished-nobody = 🏁 { $name } 대회가 끝났습니다. 우승자를 정할 수 없었습니다. { $places }
tourn-finished-tied = 🏆 { $name } 대회가 끝났습니다! { $who } 님이 승점과 모든 타이브레이크에서 1위 동점입니다. 우승은 그중 시드가 가장 높은 { $champion } 님입니다. { $places }
tourn-finished-playoff = 🏆 { $name } 대회가 끝났습니다! { $a } 님과 { $b } 님이 1위 동점이었고, { $champion } 님이 1위 결정전에서 이겨 우승했습니다. { $places }
tourn-finished-level = 🏆 { $name } 대회가 끝났습니다! 우승: { $champion } 님. { $who } 님과 승점이 같지만 타이브레이크({ $tie_breaks })에서 앞섰습니다. { $places }
tourn-finished = 🏆 { $name } 대회가 끝났습니다! 우승: { $champion } 님. { $places }
tourn-undone = ↩️ { $name } · { $title }: 주최자가 입력했던 결과를 되돌렸습니다.
tourn-paused = ⏸️ { $name } 대회가 일시 정지되었습니다. 진행 중인 대국은 계속되고, 새 대국은 시작하지 않습니다.
tourn-resumed = ▶️ { $name } 대회가 다시 진행됩니다. 모든 마감은 정지된 시간만큼 늦춰졌습니다.
tourn-cancelled = 🛑 { $name } { $reason ->
    [not-enough-players] 대회가 취소되었습니다: 시작할 때 선수가 두 명도 되지 않았습니다.
    [organiser] 대회를 주최자가 취소했습니다. 진행 중인 대국은 멈췄습니다.
   *[other] 대회를 시작할 수 없어 취소되었습니다: { $why }
}
tourn-part = ({ $part }/{ $total }부):
tourn-byes = 대국 없이 올라가는 선수:
tourn-pairings = 📣 { $name } · { $title }: 대진입니다. 각 경기는 전용 스레드에서 치르며, 선수들은 그 스레드에 추가되고 알림을 받습니다:
tourn-summary = 📋 { $name } · { $title }: 모든 경기가 끝났습니다.
tourn-summary-none = 이 라운드에서 치른 경기가 없습니다.
tourn-line-pair = `{ $key }` { $a } 대 { $b }
tourn-line-nobody = `{ $key }` { $a }, { $b }: 둘 다 올라가지 못함 (쌍방 몰수)
tourn-line-draw = `{ $key }` { $a }, { $b } 무승부{ $score }
tourn-line-forfeit = `{ $key }` { $winner } 몰수승, 상대 { $loser }
tourn-line-won = `{ $key }` { $winner } 승리{ $score }, 상대 { $loser }
tourn-event-line = 📅 서버 이벤트에서 관심 있음을 표시하세요: { $url }
tourn-status-head = { $name } (대회 #{ $id }) · { tourn-format } · { tourn-best-of } · { $games }
tourn-status-open = { $state ->
    [checkin] 체크인
   *[signup] 참가 신청
} 중: { $joined }명 참가, { $checked }명 체크인.
tourn-status-full = 자리 { $seats }개가 모두 찼습니다. 대기 명단 { $waiting }명.
tourn-status-starts = 시작: { $when }.
tourn-status-champion = 끝났습니다. 우승: { $champion }
tourn-status-nobody = 끝났습니다. 우승자 없음
tourn-status-tied = { $count }명이 승점과 모든 타이브레이크에서 1위 동점이라, 그중 시드가 가장 높은 선수가 우승했습니다.
tourn-status-playoff = 1위와 2위는 1위 결정전으로 정했습니다.
tourn-status-cancelled = 취소되었습니다.
tourn-status-paused = 일시 정지 중입니다.
tourn-status-held = { $round }라운드는 { $needs } 없이 대진을 짤 수 없어 주최자의 결정을 기다립니다.
tourn-status-round = { $round }라운드.
tourn-status-match = 대국 #{ $match }
tourn-status-choosing = 게임 고르는 중
tourn-status-deadline = , 마감 { $when }
tourn-status-live = · `{ $key }` { $title }: { $a } 대 { $b } — { $now }{ $deadline }
tourn-status-more = … 그 밖에 { $count }개 경기가 진행 중입니다. 그림에 모두 나옵니다.

## 참가 확정: 체크인 알림, 대기 명단에서 올라온 선수, 추가 참가 (entries.py)

tourn-reminder = ⏰ { $name } 체크인이 { $when } 마감됩니다: **체크인** 버튼을 누르세요. 누르지 않으면 자리가 대기 명단으로 넘어갑니다. 아직 체크인하지 않은 선수:
tourn-reminder-waitlist = 대기 명단에 있는 분도 체크인하면 비어 있는 자리를 얻을 수 있습니다:
tourn-reminder-waitlist-only = ⏰ { $name } 체크인이 { $when } 마감됩니다. 대기 명단에 있는 분은 **체크인** 버튼을 눌러 비어 있는 자리를 얻으세요:
tourn-reminder-continued = ⏰ { $name } 체크인 알림 (이어서):
tourn-promoted-why = { $why ->
    [left] 자리가 하나 비었습니다
    [cap] 주최자가 자리를 늘렸습니다
   *[checkin] 시작할 때까지 체크인하지 않은 자리가 있었습니다
}
tourn-promoted = 🎟️ { $name }: { $why }. 그래서 대기 명단에서 다음 선수가 참가합니다:
tourn-promoted-checkin = 시작 전에 체크인 메시지의 **체크인** 버튼을 누르세요.
tourn-promoted-continued = 🎟️ { $name } (이어서):
tourn-late = ➕ { $player } 님이 { $name } 대회에 추가 참가합니다 (주최자의 결정). 시드 { $seed }, { $round }라운드부터 대진에 들어가며, 놓친 { $missed }라운드에 대해 승점 { $points }점을 받습니다{ $single ->
    [yes] {""}
   *[no] {""}
}.

## 대회 버튼: 참가, 나가기, 체크인, 고르기와 그 비공개 답변 (buttons.py)

tourn-button = { $action ->
    [join] 참가
    [leave] 나가기
    [checkin] 체크인
   *[choose] 고르기
}
tourn-joined = { $name } 대회에 참가했습니다 (지금까지 { $count }명).
tourn-joined-waitlist = { $name } 대회는 자리 { $seats }개가 다 찼습니다: 대기 명단 { $place }번째입니다. 자리가 나면 여러분 차례이며, 봇이 여기서 알려 드립니다.
tourn-joined-checked-in = 체크인도 되었습니다.
tourn-checked-in = { $name } 대회에 체크인했습니다. 행운을 빕니다!
tourn-checked-in-waitlist = { $name } 대회의 대기 명단 { $place }번째로 체크인했습니다: 시작할 때까지 체크인하지 않은 자리는 대기 명단 순서대로 돌아갑니다.
tourn-left-answer = { $name } 대회에서 나갔습니다.
tourn-choice-over = 그 선택은 이미 끝났습니다. 가장 최근 메시지를 쓰세요.
tourn-pick-ask = 두고 싶은 게임을 고르세요 (여러분만 볼 수 있습니다).
tourn-picked-so-far = 지금까지 { $game }을(를) 골랐습니다.
tourn-not-your-ban = 상대가 밴할 차례입니다.
tourn-ban-ask = 게임 { $count }개를 더 밴하세요. 한 번 누를 때마다 게임 하나를 밴합니다.
tourn-picked = { $game }을(를) 골랐습니다{ $waiting ->
    [yes] . 상대의 선택을 기다립니다.
   *[no] .
}
tourn-banned = { $game }을(를) 밴했습니다.

## /tournament list, my-matches, drop, concede, status (commands.py)

tourn-phase = { $phase ->
    [signup] 참가 신청 중
    [checkin] 체크인 중
    [running] 진행 중
    [paused] 일시 정지
    [finished] 종료
   *[cancelled] 취소됨
}
tourn-list-none = 이 서버에는 아직 대회가 없습니다.
tourn-list-head = 이 서버의 대회:
tourn-list-line = · #{ $id } { $name } — { tourn-format }, { tourn-phase }
tourn-list-more = … 그 밖에 이전 대회 { $count }개.
tourn-where-entered = · { $head }: { $checked ->
    [yes] 체크인함
   *[no] 참가 신청함
}{ $place ->
    [none] {""}
   *[other] {" "}(대기 명단 { $place }번째)
}, { tourn-phase }.
tourn-where-playing = · { $head }: `{ $key }` { $title }, 상대 { $opponent } — { $where }.
tourn-where = · { $head }: { $state ->
    [out] 탈락했습니다 (결과는 남습니다).
    [eliminated] 대진표에서 탈락했습니다.
    [waiting] 다음 경기를 기다리는 중입니다.
    [finished] 종료.
   *[cancelled] 취소됨.
}
tourn-mine-more = … 더 있습니다: `/tournament list`를 보세요.
tourn-mine-none = 이 서버에서 끝나지 않은 대회 중 참가한 대회가 없습니다.
tourn-conceded = 패배가 기록되었습니다. 끝까지 정정당당하게 치러 주셔서 고맙습니다.
tourn-follow-live = 실시간으로 보기
tourn-whole-event = 대회 전체

## 명령이 가리키는 대회 (lookup.py)

tourn-not-here = 이 서버에는 대회 #{ $id }가 없습니다.

## /host: 주최자에게 보내는 답변 (host/running.py, results.py, field.py, server.py, choices.py)

host-checkin-open = { $name } 체크인이 열렸습니다.
host-started = { $name } 대회가 시작했습니다.
host-unwatched = 이제 { $name }의 새 경기 스레드에 추가되지 않습니다.
host-watching = { $count ->
    [0] { $name }의 경기 스레드가 아직 열리지 않았습니다
   *[other] 지금까지 열린 { $name }의 경기 스레드 { $count }개에 모두 들어가 있습니다
}. 새 스레드에도 모두 추가됩니다.
host-paused = { $name } 대회를 일시 정지했습니다.
host-resumed = { $name } 대회를 다시 진행합니다.
host-pairing-still = 허용했지만, 이 라운드에는 아직 { $needs }이(가) 필요합니다: 다시 고르세요.
host-pairing = { $choice ->
    [end] { $name } 대회는 치른 라운드까지로 끝납니다.
   *[other] { $name }의 다음 라운드 대진을 짰습니다.
}
host-over = { $name } 대회는 이미 끝났습니다.
host-cancel-question = { $name } (대회 #{ $id })을(를) 취소할까요? 진행 중인 대국은 중단됩니다.
host-cancelled = { $name } 대회를 취소했습니다.
host-double-forfeit-alone = 쌍방 몰수에는 승자가 없고 무승부도 아닙니다.
host-winner-or-draw = 승자나 `draw: True` 중 하나만 주세요. 둘 다 주거나 둘 다 빼면 안 됩니다.
host-result-set = { $name }의 { $key } 결과를 입력했습니다 (이 결과에 기대는 것이 없는 동안에는 `/host undo`로 되돌릴 수 있습니다).
host-result-undone = { $name }의 { $key }에 입력했던 결과를 되돌렸습니다.
host-exported = { $name }의 모든 결과입니다{ $trf ->
    [yes] {" "}(.trf 파일은 FIDE의 TRF 형식입니다).
   *[no] .
}
host-not-a-score = `{ $typed }`은(는) 점수가 아닙니다. `2-1`처럼 적으세요 (승자의 판 수를 먼저).
host-not-a-player = `{ $typed }`은(는) 선수가 아닙니다. 각 선수를 시드 순서대로 멘션(@이름)하세요.
host-cap = 이제 { $name }의 자리는 { $seats }개입니다 ({ $taken }개 찼음{ $waiting ->
    [0] {""}
   *[other] , 대기 명단 { $waiting }명
}).
host-no-seeds = 이제 { $name }에는 직접 정한 시드가 없습니다.
host-seeds = { $name }의 시드: { $order }{ $more ->
    [0] {""}
   *[other] {" "}그 밖에 { $more }명
}. 나머지 선수는 그 뒤를 따릅니다.
host-disqualified = { $player } 님을 { $name }에서 실격시켰습니다.
host-no-bots = 봇은 경기할 수 없습니다.
host-replaced = { $name }에서 { $new } 님이 { $old } 님의 자리를 이어받습니다.
host-dropped = { $player } 님이 { $name }에서 빠졌습니다. 지금까지의 결과는 남습니다.
host-late-entry = { $player } 님이 시드 { $seed }(으)로 { $name }에 들어왔고, { $round }라운드부터 대진에 들어갑니다.
host-role-none = { $which ->
    [participant] 이제 대회 선수는 역할을 받지 않습니다.
   *[champion] 이제 대회 우승자는 역할을 받지 않습니다.
}
host-role = { $which ->
    [participant] 이 서버 대회에 나가는 모든 선수는 시작할 때 { $role } 역할을 받고 끝나면 돌려줍니다. 라운드마다 대진 발표에서 이 역할을 멘션합니다.
   *[champion] 대회마다 우승자가 { $role } 역할을 받고, 이전 우승자는 돌려줍니다.
}
host-time-zone = 이제 `/host create`에 적는 시작 시각은 { $zone } 시간으로 읽습니다. 모두 자기 시간대로 보게 됩니다.

## 대진표나 순위 그림 메시지 (delivery.py)

tourn-caption = 📊 **{ $name }** · { $phase ->
    [signup] 참가 신청 중
    [checkin] 체크인 중
    [running] 진행 중
    [paused] 일시 정지
    [finished] 종료
   *[cancelled] 취소됨
}
host-role-problem = { $problem ->
    [everyone] @everyone 역할은 줄 수 없습니다. 다른 역할을 고르세요.
    [managed] { $role } 역할은 연동 앱의 역할이라 Discord가 봇이 주는 것을 허용하지 않습니다.
    [permission] 역할을 주려면 역할 관리하기 권한이 필요합니다.
    [above] { $role } 역할이 제 가장 높은 역할보다 아래에 있지 않아 줄 수 없습니다: 서버 설정 → 역할에서 제 역할을 그 위로 옮기거나, 다른 역할을 고르세요.
   *[no-server] 서버에서만 쓸 수 있습니다.
}

## The Scheduled Event's description (calendar.py), in the server's language. It begins with
## the mark, by which a retry after a crash finds the event it made already.

tourn-event-mark = Stone Arena 대회 #{ $id }:
tourn-event-description = { tourn-event-mark } { tourn-format }, 경기는 { tourn-best-of }; 게임: { $games }. #{ $channel } 채널의 참가 버튼으로 참가 신청하세요.

## The words of the tournament pictures and their alt texts (images.py, final_images.py), in
## the server's language: the bracket, its pages and overview, the standings, the final places.

pic-entry = { $entry ->
    [bye] 부전승
   *[tbd] 미정
}
pic-forfeit = { $side ->
    [won] 승
   *[lost] 패
}
pic-note = { $status ->
    [dropped] 중도 하차
   *[disqualified] 실격
}
pic-champion = 우승: { $name }
pic-champion-alt = 우승: { $name }.
pic-column = { $column ->
    [seed] 시드
    [player] 선수
    [points] 승점
    [wdl] 승-무-패
    [wl] 승-패
    [record] 전적
    [out-in] 탈락
   *[points-long] 승점
}
pic-bracket-subtitle = 선수 { $count }명 · { tourn-format }
pic-standings-subtitle = { $kind ->
    [after] { $total }라운드 중 { $round }라운드 후
    [final] { $total }라운드 후 최종 순위
    [final-playoff] { $total }라운드 후 최종 순위; 1위와 2위는 1위 결정전으로 정함
   *[playoff] { $total }라운드 후; 1위 결정전 진행 중
}
pic-bracket-alt = { $title }: { $subtitle }; 진행 중인 경기 { $live }개.
pic-standings-alt = { $title } 순위, { $subtitle }: { $top }.
pic-page-matches = { $about }, 경기 { $count }개 중 { $first }–{ $last }
pic-page-third = { $about } 및 3위 결정전
pic-page-alt = { $title } 대진표, { $page }쪽: { $about }.
pic-progress = { $state ->
    [done] 끝남 ({ $count })
    [live] { $playing }개 진행 중 · { $count }개 중 { $decided }개 끝남
   *[later] { $count }개 예정
}
pic-overview-subtitle = 선수 { $count }명 · { tourn-format } · { $left }명 남음
pic-still-in = 남은 선수 { $count }명
pic-overview-alt = { $title } 개요, { $subtitle }. { $rounds }.
pic-overview-alt-still-in = 남은 선수: { $names }.
pic-rows = { $title } · { $count }줄 중 { $first }–{ $last }
pic-standings-page-alt = { $title } 순위, { $pages }쪽 중 { $page }쪽: { $top }
pic-detail = { $kind ->
    [champion] 우승
    [third] 3위 결정전
    [third-won] 3위 결정전 승리
    [first-stage] 예선, { $points }
    [won-playoff] { $points }, 1위 결정전 승리
   *[lost-playoff] { $points }, 1위 결정전 패배
}
pic-points = 승점 { $points }{ $one ->
    [yes] {""}
   *[no] {""}
}
pic-stages-subtitle = 선수 { $count }명 · 상위 { $cut }명 · { tourn-format }
pic-places = { $subtitle } · { $first }–{ $last }위
pic-final-title = { $title } · 최종 순위
pic-final-alt = { $title } 최종 순위{ $pages ->
    [1] {""}
   *[other] , { $pages }쪽 중 { $page }쪽
}: { $top }.
pic-final-all-alt = { $title } 최종 순위, 전체 { $count }위까지: { $top }.

## The exact-tie rule announced before a tournament Thwart Omega game (texts/__init__.py
## game_text; the facts come from the engine's tiebreak_notice).

tourn-tie-notice = { $rule ->
    [replay] 이 판이 완전 동점(그룹 크기까지 모두 같음)으로 끝나면 다시 둡니다.
    [higher] 이 판이 완전 동점(그룹 크기까지 모두 같음)으로 끝나면 { $name } 님이 이깁니다(상위 시드: 시드 { $seed }, { $seat ->
        [0] 첫째 자리
       *[1] 둘째 자리
    }).
   *[lower] 이 판이 완전 동점(그룹 크기까지 모두 같음)으로 끝나면 { $name } 님이 이깁니다(하위 시드: 시드 { $seed }, { $seat ->
        [0] 첫째 자리
       *[1] 둘째 자리
    }).
}
