# The review service's refusals (service.py): /review and the Review button.

review-not-on-server = 이 서버에는 대국 #{ $match }이(가) 없습니다.
review-during-game = 대국 #{ $match }은(는) 아직 진행 중이며, 대국 중에는 누구도 복기(어떤 힌트도)를 받을 수 없습니다. 대국이 끝난 뒤에 다시 요청하세요.
review-aborted = 대국 #{ $match }은(는) 결과 없이 중단되어 복기가 없습니다.
review-no-moves = 대국 #{ $match }은(는) 첫 수 전에 끝났습니다: 복기할 것이 없습니다.
